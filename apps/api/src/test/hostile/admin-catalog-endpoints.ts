import { catalogCsv } from '../../modules/admin/catalog/catalog-test-files';
import type { AdminEndpoint } from './admin-endpoint-types';
import type { HostileCall } from './member-endpoints';

const get = (url: string): HostileCall => ({ method: 'GET', url });
const post = (url: string, payload?: unknown): HostileCall => ({ method: 'POST', url, payload });
const upload = {
  file_name: 'hostile.csv',
  csv: catalogCsv([{ name: 'Hostilin', packs: [[30, '12.00', '4.00']] }]),
};
/** Bodies the publish and roll back contract refuses. */
const badVersions = (url: string) => [
  post(url, {}),
  post(url, { expected_catalog_version: 'x' }),
  post(url, { expected_catalog_version: -1 }),
  post(url, { expected_catalog_version: 1.5 }),
  post(url, { expected_catalog_version: 1, force: true }),
  post(url, [1]),
];

/** The catalog endpoints of the back office, in the shape of ADMIN_ENDPOINTS (which lists them too). */
export const CATALOG_ADMIN_ENDPOINTS: AdminEndpoint[] = [
  {
    method: 'GET',
    route: '/admin/catalog/uploads',
    writes: false,
    request: () => get('/admin/catalog/uploads'),
    badRequests: () => [],
  },
  {
    method: 'GET',
    route: '/admin/catalog/uploads/:id',
    writes: false,
    request: (ids) => get(`/admin/catalog/uploads/${ids.catalogDraftId}`),
    badRequests: () => [get('/admin/catalog/uploads/abc'), get('/admin/catalog/uploads/0')],
  },
  {
    method: 'GET',
    route: '/admin/catalog/uploads/:id/csv',
    writes: false,
    request: (ids) => get(`/admin/catalog/uploads/${ids.catalogPublishedId}/csv`),
    badRequests: () => [get('/admin/catalog/uploads/abc/csv'), get('/admin/catalog/uploads/-2/csv')],
  },
  {
    method: 'POST',
    route: '/admin/catalog/uploads',
    // Keeps the file as a draft: a write, audited, needing a recent sign-in.
    writes: true,
    status: 201,
    request: () => post('/admin/catalog/uploads', upload),
    badRequests: () => [
      post('/admin/catalog/uploads', { file_name: 'hostile.csv' }),
      post('/admin/catalog/uploads', { csv: upload.csv }),
      post('/admin/catalog/uploads', { ...upload, file_name: 'x'.repeat(201) }),
      post('/admin/catalog/uploads', { ...upload, file_name: '   ' }),
      post('/admin/catalog/uploads', { ...upload, csv: '' }),
      post('/admin/catalog/uploads', { ...upload, csv: 42 }),
      post('/admin/catalog/uploads', { ...upload, publish: true }),
      post('/admin/catalog/uploads', [upload]),
    ],
  },
  {
    method: 'DELETE',
    route: '/admin/catalog/uploads/:id',
    // Discards a draft: a write, audited.
    writes: true,
    request: (ids) => ({ method: 'DELETE', url: `/admin/catalog/uploads/${ids.catalogDiscardId}` }),
    badRequests: () => [
      { method: 'DELETE', url: '/admin/catalog/uploads/abc' },
      { method: 'DELETE', url: '/admin/catalog/uploads/0' },
    ],
  },
  {
    method: 'POST',
    route: '/admin/catalog/uploads/:id/publish',
    writes: true,
    request: (ids) =>
      post(`/admin/catalog/uploads/${ids.catalogDraftId}/publish`, { expected_catalog_version: ids.catalogVersion }),
    badRequests: (ids) => [
      ...badVersions(`/admin/catalog/uploads/${ids.catalogDraftId}/publish`),
      post('/admin/catalog/uploads/abc/publish', { expected_catalog_version: ids.catalogVersion }),
    ],
  },
  {
    method: 'POST',
    route: '/admin/catalog/uploads/:id/rollback',
    writes: true,
    request: (ids) =>
      post(`/admin/catalog/uploads/${ids.catalogPublishedId}/rollback`, {
        expected_catalog_version: ids.catalogVersion,
      }),
    badRequests: (ids) => [
      ...badVersions(`/admin/catalog/uploads/${ids.catalogPublishedId}/rollback`),
      post('/admin/catalog/uploads/abc/rollback', { expected_catalog_version: ids.catalogVersion }),
    ],
  },
];
