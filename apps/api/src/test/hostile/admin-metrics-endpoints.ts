import type { AdminEndpoint } from './admin-endpoint-types';

/** The metrics endpoints of the back office, in the shape of ADMIN_ENDPOINTS (which lists them too). */
export const METRICS_ADMIN_ENDPOINTS: AdminEndpoint[] = [];
