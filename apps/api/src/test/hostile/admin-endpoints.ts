import { CATALOG_ADMIN_ENDPOINTS } from './admin-catalog-endpoints';
import { CLAIMS_ADMIN_ENDPOINTS } from './admin-claims-endpoints';
import type { AdminEndpoint } from './admin-endpoint-types';
import { METRICS_ADMIN_ENDPOINTS } from './admin-metrics-endpoints';
import { PRICE_REPORT_ADMIN_ENDPOINTS } from './admin-price-report-endpoints';
import type { HostileCall } from './member-endpoints';

export type { AdminEndpoint, AdminIds } from './admin-endpoint-types';

const get = (url: string): HostileCall => ({ method: 'GET', url });
const post = (url: string, payload?: unknown): HostileCall => ({ method: 'POST', url, payload });
const faqBody = {
  question: 'Does the card work at every pharmacy?',
  answer_html: '<p>At most of them.</p>',
  highlighted: false,
};

/** Every back-office endpoint, as admin.int.test.ts walks them (see admin-endpoint-types.ts). */
export const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  {
    method: 'GET',
    route: '/admin/members',
    writes: false,
    request: () => get('/admin/members?q=example.com'),
    badRequests: () => [get('/admin/members'), get('/admin/members?q=a'), get(`/admin/members?q=${'x'.repeat(101)}`)],
  },
  {
    method: 'GET',
    route: '/admin/audit',
    writes: false,
    request: (ids) =>
      get(`/admin/audit?member_user_id=${ids.memberUserId}&action=member&operator_email=Nobody%40Example.com`),
    badRequests: () => [
      get('/admin/audit?limit=0'),
      get('/admin/audit?limit=5000'),
      get('/admin/audit?action=DROP%20TABLE'),
      get('/admin/audit?before=yesterday'),
      get('/admin/audit?member_user_id=-4'),
      get('/admin/audit?member=x'),
      get(`/admin/audit?member=${'x'.repeat(101)}`),
      get('/admin/audit?action=member.refund;faq'),
      get(`/admin/audit?action=${Array(21).fill('faq').join(',')}`),
      get('/admin/audit?operator_email=olive'),
      get(`/admin/audit?operator_email=${'o'.repeat(250)}%40x.test`),
    ],
  },
  {
    method: 'GET',
    route: '/admin/jobs',
    writes: false,
    request: () => get('/admin/jobs?status=failed'),
    badRequests: () => [get('/admin/jobs?status=done'), get('/admin/jobs?limit=abc')],
  },
  {
    method: 'POST',
    route: '/admin/jobs/:id/retry',
    writes: true,
    request: (ids) => post(`/admin/jobs/${ids.failedJobId}/retry`),
    badRequests: () => [post('/admin/jobs/abc/retry'), post('/admin/jobs/0/retry'), post('/admin/jobs/1.5/retry')],
  },
  {
    method: 'GET',
    route: '/admin/faqs',
    writes: false,
    request: () => get('/admin/faqs'),
    badRequests: () => [],
  },
  {
    method: 'POST',
    route: '/admin/faqs/preview',
    writes: false,
    request: () => post('/admin/faqs/preview', { answer_html: '<p>Hello</p>' }),
    badRequests: () => [
      post('/admin/faqs/preview', {}),
      post('/admin/faqs/preview', { answer_html: 'x'.repeat(10_001) }),
      post('/admin/faqs/preview', { answer_html: '<p>x</p>', extra: 1 }),
    ],
  },
  {
    method: 'PUT',
    route: '/admin/faqs/order',
    writes: true,
    request: (ids) => ({ method: 'PUT', url: '/admin/faqs/order', payload: { ids: ids.faqOrder } }),
    badRequests: () => [
      { method: 'PUT', url: '/admin/faqs/order', payload: { ids: [] } },
      { method: 'PUT', url: '/admin/faqs/order', payload: { ids: ['a'] } },
      { method: 'PUT', url: '/admin/faqs/order', payload: [1, 2] },
    ],
  },
  {
    method: 'PUT',
    route: '/admin/faqs/:id',
    writes: true,
    request: (ids) => ({ method: 'PUT', url: `/admin/faqs/${ids.faqId}`, payload: faqBody }),
    badRequests: (ids) => [
      { method: 'PUT', url: `/admin/faqs/${ids.faqId}`, payload: { ...faqBody, question: 'Hm?' } },
      { method: 'PUT', url: `/admin/faqs/${ids.faqId}`, payload: { ...faqBody, answer_html: '' } },
      { method: 'PUT', url: `/admin/faqs/${ids.faqId}`, payload: { ...faqBody, answer_html: '<script>x</script>' } },
      { method: 'PUT', url: `/admin/faqs/${ids.faqId}`, payload: { ...faqBody, rank: 1 } },
      { method: 'PUT', url: '/admin/faqs/abc', payload: faqBody },
    ],
  },
  {
    method: 'POST',
    route: '/admin/faqs',
    writes: true,
    request: () => post('/admin/faqs', faqBody),
    badRequests: () => [
      post('/admin/faqs', { ...faqBody, highlighted: 'yes' }),
      post('/admin/faqs', {}),
      post('/admin/faqs', [1]),
    ],
  },
  {
    method: 'DELETE',
    route: '/admin/faqs/:id',
    writes: true,
    request: (ids) => ({ method: 'DELETE', url: `/admin/faqs/${ids.faqId}` }),
    badRequests: () => [{ method: 'DELETE', url: '/admin/faqs/-3' }],
  },
  {
    method: 'GET',
    route: '/admin/members/:userId',
    writes: false,
    request: (ids) => get(`/admin/members/${ids.memberUserId}`),
    badRequests: () => [get('/admin/members/abc'), get('/admin/members/0'), get('/admin/members/2.5')],
  },
  {
    method: 'POST',
    route: '/admin/members/:userId/private-fields',
    // Changes nothing of the member's, but reading private data is audited and needs a recent sign-in.
    writes: true,
    request: (ids) => post(`/admin/members/${ids.memberUserId}/private-fields`),
    badRequests: () => [post('/admin/members/abc/private-fields'), post('/admin/members/-1/private-fields')],
  },
  {
    method: 'POST',
    route: '/admin/members/:userId/welcome-email',
    writes: true,
    request: (ids) => post(`/admin/members/${ids.memberUserId}/welcome-email`),
    badRequests: () => [post('/admin/members/x/welcome-email'), post('/admin/members/0/welcome-email')],
  },
  {
    method: 'POST',
    route: '/admin/members/:userId/cancel',
    writes: true,
    auditEntries: 2,
    request: (ids) =>
      post(`/admin/members/${ids.memberUserId}/cancel`, { when: 'period_end', reason: 'Asked by phone' }),
    badRequests: (ids) => {
      const url = `/admin/members/${ids.memberUserId}/cancel`;
      return [
        post(url, {}),
        post(url, { when: 'tomorrow', reason: 'Asked by phone' }),
        post(url, { when: 'now' }),
        post(url, { when: 'now', reason: 'no' }),
        post(url, { when: 'now', reason: 'x'.repeat(501) }),
        post(url, { when: 'now', reason: 'Asked by phone', refund: true }),
        post(url, ['now']),
        post('/admin/members/abc/cancel', { when: 'now', reason: 'Asked by phone' }),
      ];
    },
  },
  {
    method: 'POST',
    route: '/admin/members/:userId/refunds',
    writes: true,
    auditEntries: 2,
    request: (ids) =>
      post(`/admin/members/${ids.memberUserId}/refunds`, {
        invoice_id: ids.invoiceId,
        amount: 1.5,
        reason_code: 'goodwill',
      }),
    badRequests: (ids) => {
      const url = `/admin/members/${ids.memberUserId}/refunds`;
      const refund = { invoice_id: ids.invoiceId, reason_code: 'goodwill' };
      return [
        post(url, {}),
        post(url, { reason_code: 'goodwill' }),
        post(url, { ...refund, amount: 0 }),
        post(url, { ...refund, amount: -5 }),
        post(url, { ...refund, amount: 1.234 }),
        post(url, { ...refund, amount: '10' }),
        post(url, { ...refund, amount: 1_000_000 }),
        // Within the contract, but more than the invoice has left: the service refuses it.
        post(url, { ...refund, amount: 99_999 }),
        post(url, { ...refund, reason_code: 'because' }),
        post(url, { ...refund, note: 'x'.repeat(501) }),
        post(url, { ...refund, request_key: 'short' }),
        post(url, { ...refund, amount_cents: 150 }),
        post('/admin/members/abc/refunds', refund),
      ];
    },
  },
  ...CATALOG_ADMIN_ENDPOINTS,
  ...METRICS_ADMIN_ENDPOINTS,
  ...PRICE_REPORT_ADMIN_ENDPOINTS,
  ...CLAIMS_ADMIN_ENDPOINTS,
];
