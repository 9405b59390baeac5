import { CANCELLATION_MESSAGES } from '@arx/contracts/billing-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedMockPendingCancellation } from '../../testing/cancellation-handlers';
import { signInCardHolder } from '../../testing/card-holder';
import { renderRoute } from '../../testing/render';
import { recordRequests, server } from '../../testing/server';

// seedMockPlan's subscription started on January 1, 2030: its period, and the cancellation, end on February 1.
const ENDS_ON = 'Your membership ends on February 1, 2030.';

const section = async (title: string) =>
  within((await screen.findByRole('heading', { level: 2, name: title })).closest('section')!);

describe('a cancellation set for the end of the period', () => {
  beforeEach(() => {
    signInCardHolder({ plan: 'Individual' });
    seedMockPendingCancellation();
  });

  it.each([
    ['the billing page', '/billing', 'Current Plan'],
    ['the dashboard', '/dashboard', 'Plan Details'],
  ])('on %s shows when the membership ends, and "Keep my membership" takes it back', async (_page, url, title) => {
    const requests = recordRequests('post', '*/api/v1/billing/resume');
    server.use(
      http.post('*/api/v1/billing/resume', async () => {
        await delay(50);
      }),
    );
    renderRoute(url);
    const plan = await section(title);
    expect(await plan.findByText(ENDS_ON)).toBeInTheDocument();
    expect(await plan.findByText('Canceling')).toBeInTheDocument();
    expect(plan.queryByRole('button', { name: 'Cancel membership' })).toBeNull();

    await userEvent.click(plan.getByRole('button', { name: 'Keep my membership' }));

    expect(plan.getByRole('button', { name: 'Keeping your membership...' })).toBeDisabled();
    expect(await screen.findByText(CANCELLATION_MESSAGES.resumed)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    // The plan was loaded again: it runs on, and may be canceled again.
    expect(await plan.findByRole('button', { name: 'Cancel membership' })).toBeInTheDocument();
    expect(plan.queryByText(ENDS_ON)).toBeNull();
  });

  it('says when the membership ends in Plan Details, not a next billing date', async () => {
    renderRoute('/dashboard');
    const plan = await section('Plan Details');
    expect(await plan.findByText('Membership Ends')).toBeInTheDocument();
    expect(plan.queryByText('Next Billing Date')).toBeNull();
  });

  it("shows the server's words when keeping the membership fails", async () => {
    server.use(
      http.post('*/api/v1/billing/resume', () =>
        HttpResponse.json({ code: 'conflict', message: 'There is no cancellation to take back.' }, { status: 409 }),
      ),
    );
    renderRoute('/billing');
    const plan = await section('Current Plan');
    await userEvent.click(await plan.findByRole('button', { name: 'Keep my membership' }));

    expect(await plan.findByRole('alert')).toHaveTextContent('There is no cancellation to take back.');
    expect(plan.getByRole('button', { name: 'Keep my membership' })).toBeEnabled();
  });
});
