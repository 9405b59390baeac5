// The medications module's entry point: what other modules may use (docs/architecture.md §1).
export { type ApplyReport, applyCatalog } from './catalog-io/catalog-apply';
export {
  type CatalogFile,
  CatalogImportError,
  differentFields,
  type MedicationGroup,
  pricingKey,
  readCatalogFile,
} from './catalog-io/catalog-file';
export { bumpCatalogVersion } from './catalog-io/catalog-import';
export { CATALOG_COLUMNS } from './catalog-io/catalog-row';
export { CsvSyntaxError, parseCsv } from './catalog-io/csv';
export { createMedicationCatalog, type MedicationCatalog } from './medication-catalog';
export { listMedicationPageSlugs, type MedicationPageSlugs, readMedicationPage } from './medication-pages';
export { noteCatalogChanged } from './search-index/catalog-changes';
export { readCatalogVersion } from './search-index/catalog-snapshot.repository';
