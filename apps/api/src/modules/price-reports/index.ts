// The price reports module's entry point: what other modules may use (docs/architecture.md §1).
export {
  findPriceReportById,
  findPriceReportPage,
  type PriceReportCursor,
  type ReportInList,
  type ReportWithReporter,
  writePriceReportAnswer,
} from './price-reports.repository';
export { exportPriceReports } from './price-reports.service';
