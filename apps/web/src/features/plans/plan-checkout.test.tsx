import type { Product } from '@arx/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { MemoryRouter, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers';
import { routes } from '../../app/router';
import { i18nFor } from '../../lib/i18n/catalogs';
import { stubBrowserTimeZone } from '../../testing/browser-time-zone';
import { buildPlans, buildSubscriptionStatus, NO_SUBSCRIPTION, signInAs } from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { server, serveSubscriptionStatus } from '../../testing/server';
import { subscriptionKeys } from '../subscriptions/api/get-subscription-status';
import { productKeys } from './api/get-products';
import { AUTO_CHECKOUT_ERROR, CHECKOUT_ERROR } from './use-plan-checkout';

type CheckoutBody = { plan_id: number; interval: string; time_zone?: string };

/** Serves the plans and records every checkout request; `answer` decides the response. */
function serve(plans: Product[], answer: () => Response = () => HttpResponse.json({ checkout_url: CHECKOUT_URL })) {
  const checkouts: CheckoutBody[] = [];
  server.use(
    http.get('*/api/v1/products', () => HttpResponse.json({ products: plans })),
    http.post('*/api/v1/subscriptions/checkout', async ({ request }) => {
      checkouts.push((await request.json()) as CheckoutBody);
      return answer();
    }),
  );
  return checkouts;
}

const CHECKOUT_URL = 'https://checkout.example.com/pay/cs_test_1';
const english = i18nFor('en');
const card = (name: string) => screen.findByRole('article', { name });

describe('checkout from the plan page', () => {
  let plans: Product[];
  let location: ReturnType<typeof mockLocation>;
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    plans = buildPlans();
    location = mockLocation();
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    stubBrowserTimeZone('America/Los_Angeles');
    signInAs();
  });
  afterEach(() => {
    location.restore();
    vi.restoreAllMocks();
  });

  it('starts the checkout by itself, once, when a new member returns from sign-up (StrictMode)', async () => {
    const checkouts = serve(plans);
    serveSubscriptionStatus(NO_SUBSCRIPTION);
    const family = plans[2]!;
    // Data already cached, as after a client-side visit: the effect fires on mount, which
    // StrictMode runs twice.
    const queryClient = createQueryClient();
    queryClient.setQueryData(productKeys.list('en'), { products: plans });
    queryClient.setQueryData(subscriptionKeys.status, NO_SUBSCRIPTION);
    render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <MemoryRouter initialEntries={[`/register?productId=${family.id}&interval=year`]}>
            <AppRoutesOnly />
          </MemoryRouter>
        </AppProviders>
      </StrictMode>,
    );
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(checkouts).toEqual([
      { plan_id: family.id, interval: 'year', time_zone: 'America/Los_Angeles', locale: 'en' },
    ]);
    expect(within(await card('Family')).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByText('Taking you to secure checkout...')).toBeInTheDocument();
    // Let any second (StrictMode) run surface before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkouts).toHaveLength(1);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('sends an active subscriber who returns with a plan to /register?step=plans instead', async () => {
    const checkouts = serve(plans);
    serveSubscriptionStatus(buildSubscriptionStatus({ product_id: plans[0]!.id }));
    const { router } = renderRoute(`/register?productId=${plans[1]!.id}&interval=month`);
    await waitFor(() => expect(router.state.location.search).toBe('?step=plans'));
    expect(router.state.location.pathname).toBe('/register');
    expect(checkouts).toEqual([]);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it.each([
    ['a conflict', () => HttpResponse.json({ code: 'conflict', message: 'Already subscribed' }, { status: 409 })],
    ['a server error', () => HttpResponse.json({ code: 'internal', message: 'Boom' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('on %s the automatic checkout alerts and goes back to the plans', async (_case, answer) => {
    serve(plans, answer);
    serveSubscriptionStatus(NO_SUBSCRIPTION);
    const { router } = renderRoute(`/register?productId=${plans[0]!.id}&interval=month`);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(english._(AUTO_CHECKOUT_ERROR)));
    await waitFor(() => expect(router.state.location.search).toBe('?step=plans'));
    expect(location.assign).not.toHaveBeenCalled();
    expect(within(await card('Individual')).getByRole('button', { name: 'Upgrade Plan' })).toBeEnabled();
  });

  it('a signed-in member choosing a plan goes straight to checkout', async () => {
    const checkouts = serve(plans);
    serveSubscriptionStatus(NO_SUBSCRIPTION);
    renderRoute('/register');
    const partner = await card('Partner/Pet');
    await userEvent.click(screen.getByRole('button', { name: /Yearly/ }));
    await userEvent.click(within(partner).getByRole('button', { name: 'Upgrade Plan' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(CHECKOUT_URL));
    // With the browser's zone, so the member's e-mails date their renewal as this app does.
    expect(checkouts).toEqual([
      { plan_id: plans[1]!.id, interval: 'year', time_zone: 'America/Los_Angeles', locale: 'en' },
    ]);
  });

  it('a browser that cannot tell its time zone still checks out, without one', async () => {
    stubBrowserTimeZone('Etc/Unknown');
    const checkouts = serve(plans);
    serveSubscriptionStatus(NO_SUBSCRIPTION);
    renderRoute('/register');
    await userEvent.click(within(await card('Individual')).getByRole('button', { name: 'Upgrade Plan' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(checkouts).toEqual([{ plan_id: plans[0]!.id, interval: 'month', locale: 'en' }]);
  });

  it('alerts when a chosen checkout fails, and lets the member try again', async () => {
    serve(plans, () => HttpResponse.json({ code: 'internal', message: 'Boom' }, { status: 500 }));
    serveSubscriptionStatus(NO_SUBSCRIPTION);
    renderRoute('/register');
    const individual = await card('Individual');
    await userEvent.click(within(individual).getByRole('button', { name: 'Upgrade Plan' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(english._(CHECKOUT_ERROR)));
    expect(within(individual).getByRole('button', { name: 'Upgrade Plan' })).toBeEnabled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('shows an active subscriber "Manage Your Subscription" and marks the current plan and interval', async () => {
    serve(plans);
    serveSubscriptionStatus(
      buildSubscriptionStatus({ product_id: plans[2]!.id, billing_interval: 'year', plan_name: 'Family' }),
    );
    renderRoute('/register?interval=year');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Your Subscription' })).toBeInTheDocument();
    const family = await card('Family');
    await waitFor(() => expect(family).toHaveTextContent('Your Current Plan'));
    expect(within(family).getByRole('button', { name: 'Upgrade Plan' })).toBeDisabled();
    expect(screen.getAllByText('Your Current Plan')).toHaveLength(1);
    expect(within(await card('Individual')).getByRole('button', { name: 'Upgrade Plan' })).toBeEnabled();
    // The same plan billed monthly is not the member's plan.
    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(screen.queryByText('Your Current Plan')).toBeNull();
    expect(within(family).getByRole('button', { name: 'Upgrade Plan' })).toBeEnabled();
  });

  it("sends an active subscriber who picks another plan to the provider's portal", async () => {
    const checkouts = serve(plans);
    serveSubscriptionStatus(buildSubscriptionStatus({ product_id: plans[0]!.id }));
    server.use(
      http.get('*/api/v1/subscriptions/portal', () => HttpResponse.json({ portal_url: 'https://pay.example.com/p/1' })),
    );
    renderRoute('/register');
    await screen.findByRole('heading', { level: 1, name: 'Manage Your Subscription' });
    await userEvent.click(within(await card('Family')).getByRole('button', { name: 'Upgrade Plan' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('https://pay.example.com/p/1'));
    expect(checkouts).toEqual([]);
  });
});

function AppRoutesOnly() {
  return useRoutes(routes);
}
