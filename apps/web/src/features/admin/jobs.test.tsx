import type { AdminJob } from '@arx/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { returnToOf } from '../../testing/sign-in-redirect';
import { formatDateTime } from './admin-format';
import { buildAdminJob, operatorClaims } from './testing/admin-factories';

const RETRIED = 'The job will run again within a few seconds.';
const REAUTH = 'Your sign-in is more than 12 hours old. Sign in again to make changes.';
const CONFLICT = 'That job is running or finished; there is nothing to retry.';

/** An in-memory queue behind GET /admin/jobs; a retry moves a failed job to pending, as the API does. */
function serveQueue(jobs: AdminJob[]) {
  const listed: string[] = [];
  server.use(
    http.get('*/api/v1/admin/jobs', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'failed';
      listed.push(status);
      return HttpResponse.json({ jobs: jobs.filter((job) => job.status === status) });
    }),
    http.post('*/api/v1/admin/jobs/:id/retry', ({ params }) => {
      const job = jobs.find((j) => j.id === Number(params.id));
      if (!job) return HttpResponse.json({ code: 'conflict', message: CONFLICT }, { status: 409 });
      Object.assign(job, { status: 'pending', attempts: 0, finished_at: null });
      return HttpResponse.json({ job, message: RETRIED });
    }),
  );
  return listed;
}

const answerRetry = (status: number, code: string, message: string) =>
  server.use(http.post('*/api/v1/admin/jobs/:id/retry', () => HttpResponse.json({ code, message }, { status })));

describe('the jobs page of the back office', () => {
  beforeEach(() => {
    signInAs(operatorClaims());
  });

  it('lists the failed jobs, and the pending ones on the toggle, with what went wrong', async () => {
    const failed = buildAdminJob({
      kind: 'email.welcome',
      key: 'welcome:12',
      attempts: 5,
      max_attempts: 5,
      member: { user_id: 12, name: 'Dana Ruiz', email: 'dana@example.com', member_id: 'ARX-000321-01' },
    });
    const pending = buildAdminJob({ status: 'pending', kind: 'email.receipt', attempts: 1, finished_at: null });
    const listed = serveQueue([failed, pending]);
    const { router } = renderRoute('/admin/jobs');

    const row = (await screen.findByRole('rowheader', { name: 'email.welcome' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Dana RuizARX-000321-01',
      'welcome:12',
      '5/5',
      formatDateTime(failed.run_at),
      'SMTP 421: try again later',
      formatDateTime(failed.finished_at),
      'Retry',
    ]);
    expect(within(row).getByRole('link', { name: 'Dana Ruiz' })).toHaveAttribute('href', '/admin/members/12');
    expect(screen.queryByRole('rowheader', { name: 'email.receipt' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    expect(await screen.findByRole('rowheader', { name: 'email.receipt' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=pending');
    expect(listed).toEqual(['failed', 'pending']);
  });

  it('shows a skeleton while the list loads, and says when it is empty', async () => {
    server.use(
      http.get('*/api/v1/admin/jobs', async () => {
        await delay(100);
        return HttpResponse.json({ jobs: [] });
      }),
    );
    renderRoute('/admin/jobs');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading jobs...');
    expect(await screen.findByText('No failed jobs.')).toBeInTheDocument();
  });

  it('retries a job: says what the API said, moves focus there and reads the list again', async () => {
    const job = buildAdminJob({ kind: 'email.renewal_notice', key: 'renewal:7' });
    const listed = serveQueue([job]);
    renderRoute('/admin/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry email.renewal_notice renewal:7' }));

    const said = await screen.findByRole('status');
    await waitFor(() => expect(said).toHaveTextContent(RETRIED));
    await waitFor(() => expect(said).toHaveFocus());
    expect(await screen.findByText('No failed jobs.')).toBeInTheDocument();
    expect(listed).toEqual(['failed', 'failed']);
  });

  it('shows a 409’s message', async () => {
    serveQueue([buildAdminJob({ kind: 'email.welcome', key: 'welcome:3' })]);
    answerRetry(409, 'conflict', CONFLICT);
    renderRoute('/admin/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry email.welcome welcome:3' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFLICT);
  });

  describe('with a sign-in older than 12 hours', () => {
    let location: ReturnType<typeof mockLocation>;
    beforeEach(() => {
      location = mockLocation();
    });
    afterEach(() => location.restore());

    it('says so, and "Sign in again" starts the sign-in that comes back to the same page', async () => {
      signInAs(operatorClaims(13));
      serveQueue([buildAdminJob({ status: 'pending', kind: 'email.receipt', key: 'receipt:9', finished_at: null })]);
      answerRetry(403, 'reauth_required', REAUTH);
      renderRoute('/admin/jobs?status=pending');
      await userEvent.click(await screen.findByRole('button', { name: 'Retry email.receipt receipt:9' }));

      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent(REAUTH);
      await waitFor(() => expect(notice).toHaveFocus());
      await userEvent.click(within(notice).getByRole('button', { name: 'Sign in again' }));
      expect(location.assign).toHaveBeenCalledTimes(1);
      expect(returnToOf(location.assign.mock.calls[0]![0] as string)).toBe('/admin/jobs?status=pending');
    });
  });
});
