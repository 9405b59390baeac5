import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSubscriptionStatus, NO_SUBSCRIPTION, signInAs } from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { PROFILE_LOAD_ERROR } from './components/dashboard-view';
import { trialDaysLeft } from './dashboard';

function serveStatus(answer: Parameters<typeof HttpResponse.json>[0] | (() => Response | Promise<Response>)) {
  server.use(
    http.get('*/api/v1/users/subscription_status', () =>
      typeof answer === 'function' ? answer() : HttpResponse.json(answer),
    ),
  );
}

const DAY = 24 * 60 * 60 * 1000;

describe('dashboard', () => {
  afterEach(() => vi.useRealTimers());

  it('welcomes the member by name, or as Member without one', async () => {
    signInAs({ name: 'Jamie Rivera' });
    serveStatus(NO_SUBSCRIPTION);
    const first = renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jamie Rivera!' })).toBeInTheDocument();
    first.unmount();
    signInAs({ name: null });
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Member!' })).toBeInTheDocument();
  });

  it('asks a member without a subscription to complete registration', async () => {
    signInAs();
    serveStatus(NO_SUBSCRIPTION);
    renderRoute('/dashboard');
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Complete Your Registration' })).closest(
      'section',
    )!;
    expect(screen.getByText('Choose a plan to start saving.')).toBeInTheDocument();
    for (const claim of ['Save up to 85% on prescriptions', 'Accepted at 65K+ pharmacies', 'Cancel anytime']) {
      expect(within(panel).getByText(claim)).toBeInTheDocument();
    }
    expect(within(panel).getByRole('link', { name: 'Choose Your Plan' })).toHaveAttribute(
      'href',
      '/register?step=plans',
    );
    expect(screen.queryByRole('heading', { name: 'Plan Details' })).toBeNull();
  });

  it("shows an active member's plan details and quick actions", async () => {
    signInAs({ email: 'jamie@example.com' });
    serveStatus(
      buildSubscriptionStatus({
        plan_name: 'Family',
        billing_interval: 'year',
        current_period_end: '2030-06-01T12:00:00.000Z',
      }),
    );
    renderRoute('/dashboard');
    const details = (await screen.findByRole('heading', { level: 2, name: 'Plan Details' })).closest('section')!;
    expect(screen.getByText('Your membership is active.')).toBeInTheDocument();
    expect(details).toHaveTextContent('Emailjamie@example.com');
    expect(within(details).getByText('Active')).toHaveAttribute('data-tone', 'green');
    expect(details).toHaveTextContent('PlanFamily');
    expect(details).toHaveTextContent('Billing CycleAnnual');
    expect(details).toHaveTextContent('Next Billing DateJune 1, 2030');
    expect(within(details).getByRole('link', { name: 'Manage Billing' })).toHaveAttribute('href', '/billing');
    expect(screen.getByRole('link', { name: 'Browse Medications' })).toHaveAttribute('href', '/member/drug-pricing');
    expect(screen.getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('heading', { level: 2, name: 'How to Use' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Free Trial' })).toBeNull();
    expect(screen.queryByText('Complete Your Registration')).toBeNull();
  });

  it('shows the days left in a trial, rounded up, with the end date', async () => {
    const trialEnd = new Date(Date.now() + 2.2 * DAY).toISOString();
    signInAs();
    serveStatus(buildSubscriptionStatus({ status: 'trialing', trial_end: trialEnd }));
    renderRoute('/dashboard');
    const notice = (await screen.findByRole('heading', { level: 2, name: 'Free Trial' })).closest('section')!;
    expect(notice).toHaveTextContent('3 days left in your free trial');
    const endDate = new Date(trialEnd).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    expect(notice).toHaveTextContent(`Your trial ends on ${endDate}.`);
    const details = screen.getByRole('heading', { level: 2, name: 'Plan Details' }).closest('section')!;
    expect(within(details).getByText('Trialing')).toHaveAttribute('data-tone', 'blue');
    expect(details).toHaveTextContent(`Trial Ends${endDate}`);
    expect(screen.getByText(/free trial is active/)).toBeInTheDocument();
  });

  it('counts trial days as the ceiling of the days left', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(trialDaysLeft('2030-01-01T00:00:01Z', now)).toBe(1);
    expect(trialDaysLeft('2030-01-02T00:00:00Z', now)).toBe(1);
    expect(trialDaysLeft('2030-01-02T00:00:01Z', now)).toBe(2);
    expect(trialDaysLeft('2029-12-31T00:00:00Z', now)).toBe(0);
  });

  it('shows a spinner while it loads', async () => {
    signInAs();
    serveStatus(async () => {
      await delay('infinite');
      return HttpResponse.json(NO_SUBSCRIPTION);
    });
    renderRoute('/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your dashboard');
  });

  it('shows the profile error with Try Again, which reloads the page', async () => {
    const location = mockLocation();
    try {
      signInAs();
      serveStatus(() => HttpResponse.json({ message: 'down' }, { status: 500 }));
      renderRoute('/dashboard');
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
      expect(alert).toHaveTextContent(PROFILE_LOAD_ERROR);
      await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
      expect(location.reload).toHaveBeenCalledTimes(1);
    } finally {
      location.restore();
    }
  });
});
