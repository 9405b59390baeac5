import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../testing/server';
import { session } from './api-client';

// Runs isolated: a refused report pauses this module's reporting, which would reach the next file.

type Sent = { path: string; authorization: string | null; cookie: string | null };

/** Answers every page view with `answer` and records what was sent. */
function pageViewsAnswered(answer: () => Response): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.post('*/api/v1/analytics/page_views', async ({ request }) => {
      sent.push({
        path: ((await request.json()) as { path: string }).path,
        authorization: request.headers.get('authorization'),
        cookie: request.headers.get('cookie'),
      });
      return answer();
    }),
  );
  return sent;
}

/** Long enough for an answer to be handled, and for a retry to have been sent if there were one. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('reportPageView', () => {
  // A fresh module each time: a pause one test provokes must not silence the next.
  let reportPageView: (pathname: string) => void;
  beforeEach(async () => {
    vi.resetModules();
    ({ reportPageView } = await import('./analytics'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reports no page of the back office', async () => {
    const sent = pageViewsAnswered(() => new HttpResponse(null, { status: 204 }));
    reportPageView('/admin/members/42');
    reportPageView('/admin');
    reportPageView('/administration-fees');
    await settle();
    expect(sent.map((s) => s.path)).toEqual(['/administration-fees']);
  });

  it('counts a medication page as its route, never naming the medication', async () => {
    const sent = pageViewsAnswered(() => new HttpResponse(null, { status: 204 }));
    reportPageView('/drugs/insulin-glargine-lantus');
    reportPageView('/drug-pricing');
    await settle();
    expect(sent.map((s) => s.path)).toEqual(['/drugs/:name', '/drug-pricing']);
  });

  it('sends the route path only, without the signed-in member’s token', async () => {
    window.localStorage.setItem('arx.auth_token', 'a-member-token');
    const sent = pageViewsAnswered(() => new HttpResponse(null, { status: 204 }));
    reportPageView('/drug-pricing?search=insulin#top');
    await waitFor(() => expect(sent).toEqual([{ path: '/drug-pricing', authorization: null, cookie: null }]));
  });

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'boom', code: 'internal' }, { status: 500 })],
    ['a 503 without a body', () => new HttpResponse(null, { status: 503 })],
    ['a 401', () => HttpResponse.json({ message: 'no', code: 'unauthorized' }, { status: 401 })],
    ['a network failure', () => HttpResponse.error()],
  ])('when the server answers %s, then the visitor notices nothing and nothing is retried', async (_, answer) => {
    window.localStorage.setItem('arx.auth_token', 'a-member-token');
    const unauthorized = vi.spyOn(session, 'onUnauthorized').mockImplementation(() => {});
    const sent = pageViewsAnswered(answer);
    expect(() => reportPageView('/faq')).not.toThrow();
    await waitFor(() => expect(sent).toHaveLength(1));
    await settle();
    expect(sent).toHaveLength(1);
    expect(unauthorized).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('arx.auth_token')).toBe('a-member-token');
    // The next page is reported as usual.
    reportPageView('/terms');
    await waitFor(() => expect(sent.map((view) => view.path)).toEqual(['/faq', '/terms']));
  });

  it('when the server refuses with 429, then nothing is retried and no view is sent until Retry-After has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sent = pageViewsAnswered(() =>
      HttpResponse.json(
        { message: 'Too many requests. Please wait a minute and try again.', code: 'rate_limited' },
        { status: 429, headers: { 'retry-after': '30' } },
      ),
    );
    expect(() => reportPageView('/faq')).not.toThrow();
    await waitFor(() => expect(sent).toHaveLength(1));
    await settle();

    vi.setSystemTime(Date.now() + 29_000);
    reportPageView('/terms');
    await settle();
    expect(sent).toHaveLength(1);

    vi.setSystemTime(Date.now() + 1_000);
    reportPageView('/privacy');
    await waitFor(() => expect(sent.map((view) => view.path)).toEqual(['/faq', '/privacy']));
  });
});
