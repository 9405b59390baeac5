import type {
  AdminCatalogChangeCounts,
  AdminCatalogCounts,
  AdminCatalogDiff,
  AdminCatalogPriceChange,
  AdminCatalogUpload,
  AdminCatalogUploadResponse,
} from '@arx/contracts/admin';

/** Test data for the Prices page, shaped as the catalogue API answers; only the admin tests use it. */
let sequence = 0;

export function buildChangeCounts(overrides: Partial<AdminCatalogChangeCounts> = {}): AdminCatalogChangeCounts {
  return { added: 0, changed: 0, removed: 0, unchanged: 0, ...overrides };
}

export function buildCatalogCounts(
  medications: Partial<AdminCatalogChangeCounts> = {},
  packs: Partial<AdminCatalogChangeCounts> = {},
): AdminCatalogCounts {
  return {
    medications: buildChangeCounts({ unchanged: 360, ...medications }),
    packs: buildChangeCounts({ unchanged: 1390, ...packs }),
  };
}

/** A changed pack: its member price moves by `member_delta_cents` (a cut of $1.00 unless told). */
export function buildPriceChange(overrides: Partial<AdminCatalogPriceChange> = {}): AdminCatalogPriceChange {
  sequence++;
  const before = overrides.before === undefined ? { retail_cents: 4432, member_cents: 1375 } : overrides.before;
  const delta = overrides.member_delta_cents ?? -100;
  return {
    catalog_key: `medication ${sequence}|20 mg|tablet`,
    name: `Medication ${sequence} 20 mg tablet`,
    pack: '30 tablets · 30 days',
    change: 'changed',
    before,
    after: before && { ...before, member_cents: before.member_cents + delta },
    member_delta_cents: delta,
    ...overrides,
  };
}

export function buildMedicationRef(name: string, fields: string[] = []) {
  return { catalog_key: `${name.toLowerCase()}|10 mg|tablet`, name, fields };
}

export function buildCatalogDiff(overrides: Partial<AdminCatalogDiff> = {}): AdminCatalogDiff {
  return {
    catalog_version: 7,
    counts: buildCatalogCounts({}, { changed: 1, unchanged: 1389 }),
    medications_added: [],
    medications_changed: [],
    medications_removed: [],
    price_changes: [buildPriceChange()],
    ...overrides,
  };
}

export function buildCatalogUpload(overrides: Partial<AdminCatalogUpload> = {}): AdminCatalogUpload {
  sequence++;
  return {
    id: sequence,
    file_name: `catalogue-${sequence}.csv`,
    row_count: 1396,
    uploaded_at: '2030-03-04T09:00:00.000Z',
    uploaded_by: 'operator@example.com',
    status: 'draft',
    live: false,
    published_at: null,
    published_by: null,
    counts: buildCatalogCounts({}, { changed: 1, unchanged: 1389 }),
    rollback_of: null,
    ...overrides,
  };
}

/** The answer to an upload the API kept as a draft (201). */
export function buildKeptUploadAnswer(
  upload: AdminCatalogUpload = buildCatalogUpload(),
  diff: AdminCatalogDiff = buildCatalogDiff(),
): AdminCatalogUploadResponse {
  return { upload, diff, problems: [], problem_count: 0, message: 'The file is checked. Publish it to make it live.' };
}
