/**
 * The contract's CATALOG_UPLOAD_MAX_BYTES and CATALOG_LIST_LIMIT. '@arx/contracts/admin' carries
 * zod, so the browser may take only its types; catalog.test.tsx keeps these equal to it.
 */
export const CATALOG_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const CATALOG_LIST_LIMIT = 200;
