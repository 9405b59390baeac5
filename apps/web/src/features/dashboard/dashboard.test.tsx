import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../lib/i18n/catalogs';
import {
  buildBillingDetails,
  buildBookmark,
  buildCompletedMembership,
  buildSubscriptionStatus,
  buildUserProfile,
  NO_SUBSCRIPTION,
  signInAs,
} from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { server, serveSubscriptionStatus } from '../../testing/server';
import { PROFILE_LOAD_ERROR as LOAD_ERROR } from './components/dashboard-view';
import { trialDaysLeft } from './dashboard';

const DAY = 24 * 60 * 60 * 1000;
// The dashboard's own message, in English.
const PROFILE_LOAD_ERROR = i18nFor('en')._(LOAD_ERROR);

describe('dashboard', () => {
  afterEach(() => vi.useRealTimers());

  it('welcomes the member by name, or as Member without one', async () => {
    signInAs({ name: 'Jamie Rivera' });
    serveSubscriptionStatus(NO_SUBSCRIPTION);
    const first = renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jamie Rivera!' })).toBeInTheDocument();
    first.unmount();
    signInAs({ name: null });
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Member!' })).toBeInTheDocument();
  });

  it('greets the visit of the sign-in that made the account as a first visit, not as a return', async () => {
    signInAs({ name: 'Jamie Rivera', joined: true });
    serveSubscriptionStatus(NO_SUBSCRIPTION);
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jamie Rivera!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('asks a member without a subscription to complete registration', async () => {
    signInAs();
    serveSubscriptionStatus(NO_SUBSCRIPTION);
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
    serveSubscriptionStatus(
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
    const actions = screen.getByRole('heading', { level: 2, name: 'Quick Actions' }).closest('section')!;
    expect(within(actions).getByRole('link', { name: 'Browse Medications' })).toHaveAttribute(
      'href',
      '/member/drug-pricing',
    );
    expect(within(actions).getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('heading', { level: 2, name: 'How to Use' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Free Trial' })).toBeNull();
    expect(screen.queryByText('Complete Your Registration')).toBeNull();
  });

  it('shows the days left in a trial, rounded up, with the end date', async () => {
    const trialEnd = new Date(Date.now() + 2.2 * DAY).toISOString();
    signInAs();
    serveSubscriptionStatus(buildSubscriptionStatus({ status: 'trialing', trial_end: trialEnd }));
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
    serveSubscriptionStatus(async () => {
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
      serveSubscriptionStatus(() => HttpResponse.json({ message: 'down' }, { status: 500 }));
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

  it('starts all five loads together on mount: profile, subscription, card, bookmarks, billing', async () => {
    signInAs();
    const arrived = new Set<string>();
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    // Each answer waits until every request has arrived: loads made one after another would never finish.
    const held = (path: string, body: unknown) =>
      http.get(`*/api/v1/${path}`, async () => {
        arrived.add(path);
        if (arrived.size === 5) openGate();
        await gate;
        return HttpResponse.json(body as Record<string, unknown>);
      });
    server.use(
      held('users/profile', buildUserProfile({ user: { name: 'Jamie Rivera' } })),
      held('users/subscription_status', buildSubscriptionStatus()),
      held('memberships/primary', { membership: buildCompletedMembership() }),
      held('bookmarks', { bookmarks: [buildBookmark({ medication: { display_name: 'Atorvastatin' } })] }),
      held('billing/details', buildBillingDetails()),
    );
    renderRoute('/dashboard');
    await waitFor(() => expect(arrived.size).toBe(5));
    expect(await screen.findByText('Ready to use')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Atorvastatin' })).toBeInTheDocument();
  });

  it('shows the error panel when the user profile fails to load, even with a subscription', async () => {
    signInAs();
    serveSubscriptionStatus(buildSubscriptionStatus());
    server.use(http.get('*/api/v1/users/profile', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderRoute('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load user profile. Please try refreshing the page.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Plan Details' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your Savings Card' })).toBeNull();
  });

  it('keeps the spinner until the profile has loaded too', async () => {
    signInAs();
    serveSubscriptionStatus(buildSubscriptionStatus());
    server.use(
      http.get('*/api/v1/users/profile', async () => {
        await delay('infinite');
        return HttpResponse.json(buildUserProfile());
      }),
    );
    renderRoute('/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your dashboard');
    expect(screen.queryByRole('heading', { name: 'Plan Details' })).toBeNull();
  });

  it("greets the member by the profile's name when the sign-in carries none", async () => {
    signInAs({ name: null });
    serveSubscriptionStatus(NO_SUBSCRIPTION);
    server.use(
      http.get('*/api/v1/users/profile', () => HttpResponse.json(buildUserProfile({ user: { name: 'Ana Ortiz' } }))),
    );
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana Ortiz!' })).toBeInTheDocument();
  });

  it('shows the plan price from the billing details, and only logs a billing failure', async () => {
    signInAs();
    serveSubscriptionStatus(buildSubscriptionStatus({ billing_interval: 'year' }));
    server.use(
      http.get('*/api/v1/billing/details', () =>
        HttpResponse.json(buildBillingDetails({ subscription: { amount: 109.89, billingCycle: 'annual' } })),
      ),
    );
    const first = renderRoute('/dashboard');
    const details = (await screen.findByRole('heading', { level: 2, name: 'Plan Details' })).closest('section')!;
    await waitFor(() => expect(details).toHaveTextContent('Price$109.89 / year'));
    first.unmount();

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/v1/billing/details', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderRoute('/dashboard');
    const again = (await screen.findByRole('heading', { level: 2, name: 'Plan Details' })).closest('section')!;
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load billing details', expect.anything()));
    expect(again).not.toHaveTextContent('Price');
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });
});
