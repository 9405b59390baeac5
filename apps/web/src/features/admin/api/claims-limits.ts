/**
 * The contract's CLAIMS_IMPORT_MAX_BYTES and CLAIMS_LIST_LIMIT. '@arx/contracts/admin' carries
 * zod, so the browser may take only its types; claims.test.tsx keeps these equal to it.
 */
export const CLAIMS_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CLAIMS_LIST_LIMIT = 200;
