import type { AdminEndpoint } from './admin-endpoint-types';

/** The back office's price report endpoints, in the shape of ADMIN_ENDPOINTS (which lists them too). */
export const PRICE_REPORT_ADMIN_ENDPOINTS: AdminEndpoint[] = [];
