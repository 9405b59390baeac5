import type { AdminCatalogPublishResponse } from '@arx/contracts/admin';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import { AppError } from '../../../errors/app-error';
import { type Operator, recordAudit } from '../../audit';
import { applyCatalog, bumpCatalogVersion, noteCatalogChanged } from '../../medications';
import { computeCatalogDiff } from './catalog-diff';
import { readStoredFile, UPLOAD_NOT_FOUND } from './catalog-upload.service';
import { toAdminCatalogUpload } from './catalog-upload-view';
import {
  findLiveUploadId,
  findUpload,
  findUploadFile,
  insertUpload,
  markPublished,
} from './catalog-uploads.repository';
import { loadLiveCatalog, lockCatalogVersion } from './live-catalog.repository';

export const PUBLISH_MESSAGES = {
  changed:
    'The live catalogue changed after this difference was worked out. Look at the new difference, then publish again.',
  alreadyPublished: 'This upload is already published. To publish its file again, roll back to it.',
  notPublished: 'Only a published upload can be rolled back to. Publish this draft instead.',
  published: 'The catalogue is published. Members see the new prices within a few seconds.',
  rolledBack: 'The catalogue is rolled back. Members see those prices again within a few seconds.',
} as const;

/**
 * Publishes a draft upload: the live catalogue becomes its file (decision 0016), in one
 * transaction with the audit entry. Refused when the catalogue's version is no longer the one
 * the operator's difference was computed against.
 */
export async function publishUpload(
  db: Database,
  operator: Operator,
  id: number,
  expectedVersion: number,
): Promise<AdminCatalogPublishResponse> {
  return publish(db, operator, expectedVersion, async (tx) => {
    const file = await findUploadFile(tx, id, { lock: true });
    if (!file) throw new AppError('not_found', UPLOAD_NOT_FOUND);
    if (file.publishedAt) throw new AppError('conflict', PUBLISH_MESSAGES.alreadyPublished);
    return { uploadId: id, csv: file.csv, rollbackOf: null };
  });
}

/**
 * Rolls back to an earlier published upload: its file is kept again as a new upload that names
 * it (rollback_of), and that one is published, with the same version check.
 */
export async function rollbackToUpload(
  db: Database,
  operator: Operator,
  id: number,
  expectedVersion: number,
): Promise<AdminCatalogPublishResponse> {
  return publish(db, operator, expectedVersion, async (tx) => {
    const file = await findUploadFile(tx, id);
    if (!file) throw new AppError('not_found', UPLOAD_NOT_FOUND);
    if (!file.publishedAt) throw new AppError('conflict', PUBLISH_MESSAGES.notPublished);
    const uploadId = await insertUpload(tx, {
      fileName: file.fileName,
      csv: file.csv,
      rowCount: file.rowCount,
      uploadedBy: operator.userId,
      counts: { medications: emptyCounts(), packs: emptyCounts() },
      rollbackOf: id,
    });
    return { uploadId, csv: file.csv, rollbackOf: id };
  });
}

type Publishing = { uploadId: number; csv: string; rollbackOf: number | null };

async function publish(
  db: Database,
  operator: Operator,
  expectedVersion: number,
  pick: (tx: Database) => Promise<Publishing>,
): Promise<AdminCatalogPublishResponse> {
  const result = await withTransaction(db, async (tx) => {
    const version = await lockCatalogVersion(tx);
    if (version !== expectedVersion) throw new AppError('catalog_changed', PUBLISH_MESSAGES.changed);
    const liveBefore = await findLiveUploadId(tx);
    const { uploadId, csv, rollbackOf } = await pick(tx);
    const file = readStoredFile(csv);
    const { counts } = computeCatalogDiff(file, await loadLiveCatalog(tx, { inTransaction: true }));
    await applyCatalog(tx, file.groups, { replace: true });
    // Bumped even when the file changes nothing, so the publish itself is a version to check against.
    const newVersion = await bumpCatalogVersion(tx);
    await markPublished(tx, uploadId, operator.userId, counts);
    await recordAudit(tx, operator, {
      action: rollbackOf === null ? 'catalog.publish' : 'catalog.rollback',
      subjectType: 'catalog_upload',
      subjectId: uploadId,
      before: { catalog_version: version, live_upload_id: liveBefore },
      after: { catalog_version: newVersion, counts, ...(rollbackOf === null ? {} : { rollback_of: rollbackOf }) },
    });
    return { uploadId, newVersion, rollbackOf };
  });
  // Again after the commit: a request that read the version before it must look once more.
  noteCatalogChanged();
  const upload = await findUpload(db, result.uploadId);
  return {
    upload: toAdminCatalogUpload(upload!, result.uploadId),
    catalog_version: result.newVersion,
    message: result.rollbackOf === null ? PUBLISH_MESSAGES.published : PUBLISH_MESSAGES.rolledBack,
  };
}

function emptyCounts() {
  return { added: 0, changed: 0, removed: 0, unchanged: 0 };
}
