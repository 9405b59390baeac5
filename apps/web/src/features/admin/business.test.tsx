import type { AdminMetricsResponse } from '@arx/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { operatorClaims } from './testing/admin-factories';

const WEEKS = ['2030-03-04', '2030-03-11', '2030-03-18', '2030-03-25'];
const zeros = () => WEEKS.map(() => 0);

/** What GET /admin/metrics answers, for `weeks` weeks; every figure zero unless given. */
function buildMetrics(overrides: Partial<AdminMetricsResponse> = {}): AdminMetricsResponse {
  return {
    as_of: '2030-03-27T12:00:00.000Z',
    weeks: WEEKS,
    active_members: { unit: 'members', plans: [] },
    sign_ups: { unit: 'members', values: zeros() },
    cancellations: { unit: 'members', values: zeros() },
    mrr: { unit: 'cents', values: zeros() },
    trial_conversion: { unit: 'percent', values: WEEKS.map(() => null), trials_ended: zeros(), converted: zeros() },
    refunds: { count: { unit: 'refunds', values: zeros() }, amount: { unit: 'cents', values: zeros() } },
    page_views: { unit: 'views', values: zeros(), top_paths: [] },
    ...overrides,
  };
}

const BUSY_CLUB = buildMetrics({
  active_members: {
    unit: 'members',
    plans: [
      { plan_id: 1, plan_name: 'Individual', values: [3, 4, 4, 5] },
      { plan_id: 3, plan_name: 'Family', values: [0, 1, 1, 1] },
    ],
  },
  sign_ups: { unit: 'members', values: [3, 2, 0, 1] },
  cancellations: { unit: 'members', values: [0, 0, 0, 0] },
  mrr: { unit: 'cents', values: [2997, 6079, 6079, 7078] },
  trial_conversion: {
    unit: 'percent',
    values: [null, 50, null, 100],
    trials_ended: [0, 2, 0, 1],
    converted: [0, 1, 0, 1],
  },
  refunds: { count: { unit: 'refunds', values: [0, 0, 1, 0] }, amount: { unit: 'cents', values: [0, 0, 2499, 0] } },
  page_views: {
    unit: 'views',
    values: [120, 80, 0, 1500],
    top_paths: [
      { path: '/', views: 1200 },
      { path: '/drug-pricing', views: 500 },
    ],
  },
});

/** Serves the figures and notes which ranges were asked for. */
function serveMetrics(body: AdminMetricsResponse) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/v1/admin/metrics', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('weeks') ?? '');
      return HttpResponse.json(body);
    }),
  );
  return asked;
}

/** The numbers table of one chart's card, opened as an operator would. */
async function numbersOf(title: string) {
  const card = screen.getByRole('region', { name: title });
  await userEvent.click(within(card).getByText('Show the numbers'));
  const table = within(card).getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the business page of the back office', () => {
  beforeEach(() => {
    signInAs(operatorClaims());
    // jsdom has no layout: the charts' containers watch a size that never comes.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('shows each chart with how it is counted, and its numbers as a table', async () => {
    const asked = serveMetrics(BUSY_CLUB);
    renderRoute('/admin/business');

    expect(await screen.findByRole('heading', { level: 2, name: 'Active members by plan' })).toBeInTheDocument();
    for (const title of [
      'Sign-ups and cancellations per week',
      'Monthly recurring revenue',
      'Trial conversion',
      'Refunds per week',
      'Page views per week',
      'Most viewed pages',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 3, name: 'How these are counted' })).toHaveLength(7);
    expect(asked).toEqual(['26']);
    const week = (iso: string) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

    expect(await numbersOf('Active members by plan')).toEqual([
      ['Week starting', 'Individual', 'Family'],
      [week('2030-03-04'), '3', '0'],
      [week('2030-03-11'), '4', '1'],
      [week('2030-03-18'), '4', '1'],
      [week('2030-03-25'), '5', '1'],
    ]);
    expect((await numbersOf('Monthly recurring revenue')).at(-1)).toEqual([week('2030-03-25'), '$70.78']);
    expect(await numbersOf('Trial conversion')).toEqual([
      ['Week starting', 'Trials ended', 'Went on as paid', 'Conversion'],
      [week('2030-03-04'), '0', '0', '—'],
      [week('2030-03-11'), '2', '1', '50%'],
      [week('2030-03-18'), '0', '0', '—'],
      [week('2030-03-25'), '1', '1', '100%'],
    ]);
    expect((await numbersOf('Refunds per week'))[3]).toEqual([week('2030-03-18'), '1', '$24.99']);
    expect(await numbersOf('Most viewed pages')).toEqual([
      ['Page', 'Views'],
      ['/', '1,200'],
      ['/drug-pricing', '500'],
    ]);
  });

  it('on a phone, keeps each chart’s axis titles, above the chart instead of beside its axes', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 639px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      serveMetrics(BUSY_CLUB);
      renderRoute('/admin/business');
      await screen.findByRole('heading', { level: 2, name: 'Monthly recurring revenue' });
      const titles = screen.getAllByTestId('axis-titles').map((row) => row.textContent);
      expect(titles).toContain('↑ US dollars a month');
      expect(titles).toContain('↑ Percent converted');
    } finally {
      vi.mocked(window.matchMedia).mockRestore();
    }
  });

  it('asks for another range when one is picked, and keeps it in the address', async () => {
    const asked = serveMetrics(BUSY_CLUB);
    const { router } = renderRoute('/admin/business');
    await screen.findByRole('heading', { level: 2, name: 'Active members by plan' });

    await userEvent.click(screen.getByRole('radio', { name: '1 year' }));

    await waitFor(() => expect(asked).toEqual(['26', '52']));
    expect(router.state.location.search).toBe('?weeks=52');
    expect(screen.getByRole('radio', { name: '1 year' })).toBeChecked();
  });

  it('on a fresh club, says plainly that there is nothing to chart yet', async () => {
    serveMetrics(buildMetrics());
    renderRoute('/admin/business?weeks=4');

    expect(await screen.findByText('No members in these weeks yet.')).toBeInTheDocument();
    expect(screen.getByText('No sign-ups or cancellations in these weeks.')).toBeInTheDocument();
    expect(screen.getByText('No paid memberships in these weeks yet.')).toBeInTheDocument();
    expect(screen.getByText('No free trial ended in these weeks.')).toBeInTheDocument();
    expect(screen.getByText('No refunds in these weeks.')).toBeInTheDocument();
    expect(screen.getAllByText('No page views in these weeks.')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: '4 weeks' })).toBeChecked();
  });

  it('shows a skeleton while the figures load, and an error with Try Again when they fail', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/admin/metrics', async () => {
        await delay(50);
        if (fail) return HttpResponse.json({ code: 'internal', message: 'Something went wrong.' }, { status: 500 });
        return HttpResponse.json(BUSY_CLUB);
      }),
    );
    renderRoute('/admin/business');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the figures...');

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The figures could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Monthly recurring revenue' })).toBeInTheDocument();
  });
});
