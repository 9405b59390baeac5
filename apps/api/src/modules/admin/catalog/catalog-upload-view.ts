import type { AdminCatalogUpload } from '@arx/contracts/admin';
import type { UploadRecord } from './catalog-uploads.repository';

/** Shown when the operator's account has since been deleted (the audit log keeps the e-mail). */
const DELETED_ACCOUNT = 'a deleted account';

export function toAdminCatalogUpload(row: UploadRecord, liveUploadId: number | null): AdminCatalogUpload {
  return {
    id: row.id,
    file_name: row.fileName,
    row_count: row.rowCount,
    uploaded_at: row.uploadedAt.toISOString(),
    uploaded_by: row.uploadedBy ?? DELETED_ACCOUNT,
    status: row.publishedAt ? 'published' : 'draft',
    live: row.id === liveUploadId,
    published_at: row.publishedAt?.toISOString() ?? null,
    published_by: row.publishedAt ? (row.publishedBy ?? DELETED_ACCOUNT) : null,
    counts: row.counts,
    rollback_of: row.rollbackOf,
  };
}
