import type { AdminEndpoint } from './admin-endpoint-types';

/** The catalog endpoints of the back office, in the shape of ADMIN_ENDPOINTS (which lists them too). */
export const CATALOG_ADMIN_ENDPOINTS: AdminEndpoint[] = [];
