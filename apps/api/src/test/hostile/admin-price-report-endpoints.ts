import type { AdminEndpoint } from './admin-endpoint-types';

const answer = 'We have asked the pharmacy to honour the member price.';

/** The back office's price report endpoints, in the shape of ADMIN_ENDPOINTS (which lists them too). */
export const PRICE_REPORT_ADMIN_ENDPOINTS: AdminEndpoint[] = [
  {
    method: 'GET',
    route: '/admin/price_reports',
    writes: false,
    request: () => ({ method: 'GET', url: '/admin/price_reports?status=all' }),
    badRequests: () => [
      { method: 'GET', url: '/admin/price_reports?status=closed' },
      ...['0', '201', '-1', 'abc', '1.5', '1e9', '', '10&limit=20'].map((limit) => ({
        method: 'GET' as const,
        url: `/admin/price_reports?limit=${limit}`,
      })),
      ...[
        'yesterday',
        '',
        'open_2026-03-05_1',
        'closed_2026-03-05T15:00:00.000000Z_1',
        "open_2026-03-05T15:00:00Z_1'%20or%20'1'%3D'1",
        'open_2026-03-05T15:00:00Z_99999999999',
        '9'.repeat(500),
        'open_2026-03-05T15:00:00Z_1&after=open_2026-03-05T15:00:00Z_2',
      ].map((after) => ({ method: 'GET' as const, url: `/admin/price_reports?after=${after}` })),
      ...['abc', '0', '-3', '1.5'].map((userId) => ({
        method: 'GET' as const,
        url: `/admin/price_reports?user_id=${userId}`,
      })),
    ],
  },
  {
    method: 'POST',
    route: '/admin/price_reports/:id/answer',
    writes: true,
    request: (ids) => ({
      method: 'POST',
      url: `/admin/price_reports/${ids.priceReportId}/answer`,
      payload: { answer },
    }),
    badRequests: (ids) => [
      { method: 'POST', url: `/admin/price_reports/${ids.priceReportId}/answer`, payload: { answer: 'ok' } },
      {
        method: 'POST',
        url: `/admin/price_reports/${ids.priceReportId}/answer`,
        payload: { answer: 'x'.repeat(1_001) },
      },
      { method: 'POST', url: `/admin/price_reports/${ids.priceReportId}/answer`, payload: { answer, status: 'open' } },
      { method: 'POST', url: `/admin/price_reports/${ids.priceReportId}/answer`, payload: {} },
      { method: 'POST', url: `/admin/price_reports/nope/answer`, payload: { answer } },
    ],
  },
];
