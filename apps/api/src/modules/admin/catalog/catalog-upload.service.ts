import {
  type AdminCatalogUploadDetail,
  type AdminCatalogUploadRequest,
  type AdminCatalogUploadResponse,
  type AdminCatalogUploadsResponse,
  CATALOG_LIST_LIMIT,
} from '@arx/contracts/admin';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import { AppError } from '../../../errors/app-error';
import { type Operator, recordAudit } from '../../audit';
import { type CatalogFile, CatalogImportError, readCatalogFile, readCatalogVersion } from '../../medications';
import { computeCatalogDiff } from './catalog-diff';
import { toAdminCatalogUpload } from './catalog-upload-view';
import {
  deleteDraft,
  findLiveUploadId,
  findUpload,
  findUploadFile,
  findUploads,
  insertUpload,
} from './catalog-uploads.repository';
import { loadLiveCatalog } from './live-catalog.repository';

export const UPLOAD_NOT_FOUND = 'That catalogue upload does not exist.';
/** The history lists this many uploads, newest first. */
const HISTORY_LIMIT = 100;

/** A file with problems (nothing kept), or the kept draft and what publishing it would change. */
export type UploadOutcome = { status: 201 | 422; body: AdminCatalogUploadResponse };

/**
 * Checks an uploaded catalogue file. With problems, nothing is kept and every problem is counted
 * (the first CATALOG_LIST_LIMIT listed with their line). A valid file is kept as a draft, with
 * its difference from the live catalogue; keeping it is a write, so it is audited (the file's
 * name and size, never its content).
 */
export async function uploadCatalog(
  db: Database,
  operator: Operator,
  input: AdminCatalogUploadRequest,
): Promise<UploadOutcome> {
  let file: CatalogFile;
  try {
    file = readCatalogFile(input.csv);
  } catch (error) {
    if (!(error instanceof CatalogImportError)) throw error;
    const count = error.problems.length;
    return {
      status: 422,
      body: {
        upload: null,
        diff: null,
        problems: error.problems.slice(0, CATALOG_LIST_LIMIT),
        problem_count: count,
        message: `The file has ${count === 1 ? '1 problem' : `${count} problems`}, so it was not kept. Correct ${count === 1 ? 'it' : 'them'} and upload the file again.`,
      },
    };
  }
  const diff = computeCatalogDiff(file, await loadLiveCatalog(db));
  const id = await withTransaction(db, async (tx) => {
    const uploadId = await insertUpload(tx, {
      fileName: input.file_name,
      csv: input.csv,
      rowCount: file.rowCount,
      uploadedBy: operator.userId,
      counts: diff.counts,
    });
    await recordAudit(tx, operator, {
      action: 'catalog.upload',
      subjectType: 'catalog_upload',
      subjectId: uploadId,
      after: { file_name: input.file_name, row_count: file.rowCount, counts: diff.counts },
    });
    return uploadId;
  });
  const upload = await findUpload(db, id);
  return {
    status: 201,
    body: {
      upload: toAdminCatalogUpload(upload!, await findLiveUploadId(db)),
      diff,
      problems: [],
      problem_count: 0,
      message: 'The file is kept as a draft. Check what it changes, then publish it.',
    },
  };
}

/** A kept file, checked again: the checks may have grown stricter since it was uploaded. */
export function readStoredFile(csv: string): CatalogFile {
  try {
    return readCatalogFile(csv);
  } catch (error) {
    if (!(error instanceof CatalogImportError)) throw error;
    throw new AppError(
      'conflict',
      `This file no longer passes the catalogue's checks (line ${error.problems[0]?.line}: ${error.problems[0]?.message}). Upload a corrected file.`,
    );
  }
}

export async function listCatalogUploads(db: Database): Promise<AdminCatalogUploadsResponse> {
  const [rows, liveId, version] = await Promise.all([
    findUploads(db, HISTORY_LIMIT),
    findLiveUploadId(db),
    readCatalogVersion(db),
  ]);
  return { uploads: rows.map((row) => toAdminCatalogUpload(row, liveId)), catalog_version: version };
}

/** The upload and what publishing its file would change now. */
export async function catalogUploadDetail(db: Database, id: number): Promise<AdminCatalogUploadDetail> {
  const [upload, file] = await Promise.all([findUpload(db, id), findUploadFile(db, id)]);
  if (!upload || !file) throw new AppError('not_found', UPLOAD_NOT_FOUND);
  const diff = computeCatalogDiff(readStoredFile(file.csv), await loadLiveCatalog(db));
  return { upload: toAdminCatalogUpload(upload, await findLiveUploadId(db)), diff };
}

/**
 * Discards a draft nobody will publish: the file goes, audited (its name and size). A published
 * upload is the catalogue's history, which roll backs need: it is never discarded (409).
 */
export async function discardUpload(db: Database, operator: Operator, id: number): Promise<{ message: string }> {
  return withTransaction(db, async (tx) => {
    const discarded = await deleteDraft(tx, id);
    if (!discarded) {
      if (await findUploadFile(tx, id)) {
        throw new AppError(
          'conflict',
          'That upload was published: it stays in the history, so it can be rolled back to.',
        );
      }
      throw new AppError('not_found', UPLOAD_NOT_FOUND);
    }
    await recordAudit(tx, operator, {
      action: 'catalog.discard',
      subjectType: 'catalog_upload',
      subjectId: id,
      before: { file_name: discarded.fileName, row_count: discarded.rowCount },
    });
    return { message: `The draft “${discarded.fileName}” is discarded.` };
  });
}

export async function catalogUploadFile(db: Database, id: number): Promise<{ fileName: string; csv: string }> {
  const file = await findUploadFile(db, id);
  if (!file) throw new AppError('not_found', UPLOAD_NOT_FOUND);
  return file;
}
