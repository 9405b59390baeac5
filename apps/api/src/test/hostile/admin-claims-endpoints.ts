import type { AdminEndpoint } from './admin-endpoint-types';

/** The back office's claims endpoints, in the shape of ADMIN_ENDPOINTS (which lists them too). */
export const CLAIMS_ADMIN_ENDPOINTS: AdminEndpoint[] = [];
