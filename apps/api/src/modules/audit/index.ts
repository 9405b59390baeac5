// The audit module's entry point: what other modules may use (docs/architecture.md §1).
export {
  type AuditEntry,
  type AuditFilters,
  type AuditRecord,
  listAudit,
  type Operator,
  recordAudit,
} from './audit.repository';
