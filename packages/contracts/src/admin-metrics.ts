/**
 * The business charts of the back office (/api/v1/admin/metrics, docs/decisions/0016-back-office.md).
 * Filled in with the charts page.
 */
export {};
