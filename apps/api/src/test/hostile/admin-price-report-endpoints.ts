import type { AdminEndpoint } from './admin-endpoint-types';

const answer = 'We have asked the pharmacy to honour the member price.';

/** The back office's price report endpoints, in the shape of ADMIN_ENDPOINTS (which lists them too). */
export const PRICE_REPORT_ADMIN_ENDPOINTS: AdminEndpoint[] = [
  {
    method: 'GET',
    route: '/admin/price_reports',
    writes: false,
    request: () => ({ method: 'GET', url: '/admin/price_reports?status=all' }),
    badRequests: () => [{ method: 'GET', url: '/admin/price_reports?status=closed' }],
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
