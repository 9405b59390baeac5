import type { AdminPriceReport } from '@arx/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { buildAdminPriceReport as buildReport, operatorClaims } from './testing/admin-factories';

const LENGTH = 'The answer must be between 5 and 1000 characters';
const SAVED = 'The answer is saved; the member sees it on their dashboard.';
const REAUTH = 'Your sign-in is more than 12 hours old. Sign in again to make changes.';

/**
 * /admin/price_reports as the API behaves: the filter, `pageSize` at a time with each page's
 * `next` the cursor after its last report, the answer's length rule, a replaced answer.
 */
function serveReports(initial: AdminPriceReport[], pageSize = 50) {
  const reports = [...initial];
  const statuses: string[] = [];
  const asked: Record<string, string>[] = [];
  server.use(
    http.get('*/api/v1/admin/price_reports', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      const status = query.status ?? 'open';
      statuses.push(status);
      const listed = reports.filter((r) => status === 'all' || r.status === status);
      const start = query.after ? listed.findIndex((r) => `cursor-${r.id}` === query.after) + 1 : 0;
      const page = listed.slice(start, start + pageSize);
      const more = start + pageSize < listed.length;
      return HttpResponse.json({ reports: page, next: more ? `cursor-${page.at(-1)!.id}` : null });
    }),
    http.post('*/api/v1/admin/price_reports/:id/answer', async ({ request, params }) => {
      const { answer } = (await request.json()) as { answer: string };
      const text = answer.trim();
      if (text.length < 5 || text.length > 1000) {
        return HttpResponse.json({ code: 'validation_failed', message: LENGTH, errors: [LENGTH] }, { status: 400 });
      }
      const report = reports.find((r) => r.id === Number(params.id))!;
      Object.assign(report, { status: 'answered', answer: text, answered_at: new Date().toISOString() });
      return HttpResponse.json({ report, message: SAVED });
    }),
  );
  return { reports, statuses, asked };
}

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('price reports in the back office', () => {
  beforeEach(() => {
    signInAs(operatorClaims());
  });

  it('lists the open reports with the reporter, the prices and the note', async () => {
    const { statuses } = serveReports([buildReport(), buildReport({ id: 8, status: 'answered', answer: 'Done.' })]);
    renderRoute('/admin/price-reports');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Atorvastatin 20 mg tablet' })).closest(
      'article',
    )!;
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(card).getByRole('link', { name: 'reporter@example.com' })).toHaveAttribute(
      'href',
      '/admin/members/42',
    );
    expect(card).toHaveTextContent('ARX-000042-01');
    expect(card).toHaveTextContent('Main Street Pharmacy');
    expect(card).toHaveTextContent('$9.00 / $15.00');
    expect(card).toHaveTextContent('Charged $6.00 more');
    expect(card).toHaveTextContent('The till said $15');
    expect(statuses).toEqual(['open']);

    await userEvent.setup().selectOptions(screen.getByLabelText('Show'), 'all');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('when the operator answers, then a too-short answer gets the API’s message at the field, and a good one is saved', async () => {
    const { reports } = serveReports([buildReport()]);
    renderRoute('/admin/price-reports');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Answer');
    await user.type(field, 'ok');
    await user.click(screen.getByRole('button', { name: 'Send Answer' }));
    expect(await screen.findByText(LENGTH)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());

    await user.clear(field);
    await user.type(field, 'We have asked the pharmacy to honour $9.00.');
    await user.click(screen.getByRole('button', { name: 'Send Answer' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(reports[0]).toMatchObject({ status: 'answered', answer: 'We have asked the pharmacy to honour $9.00.' });
  });

  it('when the sign-in is too old, then it asks the operator to sign in again', async () => {
    serveReports([buildReport()]);
    server.use(
      http.post('*/api/v1/admin/price_reports/:id/answer', () =>
        HttpResponse.json({ code: 'reauth_required', message: REAUTH }, { status: 403 }),
      ),
    );
    renderRoute('/admin/price-reports');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Answer'), 'We are on it.');
    await user.click(screen.getByRole('button', { name: 'Send Answer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REAUTH);
    expect(within(alert).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('shows the first page, and Load more brings the next with the cursor the page gave, until there are none', async () => {
    const open = [1, 2, 3, 4, 5].map((n) => buildReport({ id: n, medication_name: `Medication ${n}` }));
    const { asked } = serveReports(open, 2);
    renderRoute('/admin/price-reports');
    await screen.findAllByRole('article');
    expect(titles()).toEqual(['Medication 1', 'Medication 2']);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(screen.getAllByRole('article')[2]).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(titles()).toEqual(['Medication 1', 'Medication 2', 'Medication 3', 'Medication 4', 'Medication 5']);
    expect(asked).toEqual([
      { status: 'open' },
      { status: 'open', after: 'cursor-2' },
      { status: 'open', after: 'cursor-4' },
    ]);
  });

  it('when the next page cannot be loaded, then it says so and keeps the reports shown', async () => {
    serveReports(
      [1, 2, 3].map((n) => buildReport({ id: n, medication_name: `Medication ${n}` })),
      2,
    );
    renderRoute('/admin/price-reports');
    await screen.findAllByRole('article');
    server.use(http.get('*/api/v1/admin/price_reports', () => HttpResponse.json({}, { status: 503 })));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more reports. Please try again.');
    expect(titles()).toEqual(['Medication 1', 'Medication 2']);
  });

  it('when the list cannot be loaded, then it says so with Try Again', async () => {
    server.use(http.get('*/api/v1/admin/price_reports', () => HttpResponse.json({}, { status: 503 })));
    renderRoute('/admin/price-reports');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says when there are no open reports', async () => {
    serveReports([]);
    renderRoute('/admin/price-reports');
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });
});
