import type { AdminEndpoint } from './admin-endpoint-types';
import type { HostileCall } from './member-endpoints';

const get = (url: string): HostileCall => ({ method: 'GET', url });

/** The metrics endpoints of the back office, in the shape of ADMIN_ENDPOINTS (which lists them too). */
export const METRICS_ADMIN_ENDPOINTS: AdminEndpoint[] = [
  {
    method: 'GET',
    route: '/admin/metrics',
    writes: false,
    request: () => get('/admin/metrics?weeks=12'),
    badRequests: () => [
      get('/admin/metrics?weeks=0'),
      get('/admin/metrics?weeks=3'),
      get('/admin/metrics?weeks=105'),
      get('/admin/metrics?weeks=1000'),
      get('/admin/metrics?weeks=abc'),
      get('/admin/metrics?weeks=4.5'),
      get('/admin/metrics?weeks=-26'),
    ],
  },
];
