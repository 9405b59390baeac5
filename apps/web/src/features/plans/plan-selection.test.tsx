import { type Product, renewalTerms } from '@arx/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSignIn } from '../../lib/sign-in';
import { buildPlans, buildProduct } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';

vi.mock('../../lib/sign-in', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/sign-in')>()),
  startSignIn: vi.fn(),
}));

function serveProducts(products: Product[]) {
  server.use(http.get('*/api/v1/products', () => HttpResponse.json({ products })));
}

function signIn() {
  const claims = { user_id: 1, email: 'member@example.com', workos_id: 'user_1', exp: Date.now() / 1000 + 3600 };
  window.localStorage.setItem('arx.auth_token', `x.${btoa(JSON.stringify(claims))}.sig`);
}

const card = (name: string) => screen.findByRole('article', { name });

describe('plan selection', () => {
  let plans: Product[];
  beforeEach(() => {
    plans = buildPlans();
    serveProducts(plans);
    vi.mocked(startSignIn).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the plans with monthly prices and the Most Popular badge on Family only', async () => {
    renderRoute('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Savings Plan' })).toBeInTheDocument();
    const family = await card('Family');
    expect(within(family).getByRole('heading', { level: 2, name: 'Family' })).toBeInTheDocument();
    expect(family).toHaveTextContent('$24.99/month');
    expect(family).toHaveTextContent('Most Popular');
    expect(family).toHaveTextContent('Best value for households');
    expect(await card('Individual')).not.toHaveTextContent('Most Popular');
    expect(await card('Partner/Pet')).not.toHaveTextContent('Most Popular');
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(screen.queryByText('1 month free')).toBeNull();
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    for (const blurb of ['100% Secure', 'Cancel Anytime', 'Instant Activation']) {
      expect(screen.getByText(blurb)).toBeInTheDocument();
    }
    expect(screen.getByText('ARX Savings Club is a prescription savings membership, not insurance.')).toBeVisible();
  });

  it('switches to yearly prices with the effective monthly cost and "1 month free"', async () => {
    renderRoute('/register');
    const family = await card('Family');
    await userEvent.click(screen.getByRole('button', { name: /Yearly.*Get 1 Month Free/ }));
    expect(screen.getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'false');
    expect(family).toHaveTextContent('$274.89/year');
    expect(family).toHaveTextContent('$22.91/month billed yearly');
    expect(family).toHaveTextContent('1 month free');
    expect(screen.getAllByText('1 month free')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(family).toHaveTextContent('$24.99/month');
    expect(screen.queryByText('1 month free')).toBeNull();
  });

  it('shows the automatic-renewal terms under each price, for the interval chosen', async () => {
    renderRoute('/register');
    const family = await card('Family');
    const monthly = renewalTerms({ amount: 24.99, interval: 'month', trialDays: 0 });
    expect(within(family).getByText(monthly)).toBeInTheDocument();
    expect(monthly).toMatch(
      /^\$24\.99 today, then every month\. Your membership renews automatically until you cancel\./,
    );
    expect(within(await card('Individual')).getByText(/^\$9\.99 today, then every month\./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Yearly/ }));
    const yearly = renewalTerms({ amount: 274.89, interval: 'year', trialDays: 0 });
    expect(within(family).getByText(yearly)).toBeInTheDocument();
    expect(yearly).toContain('We e-mail you 30 days before each yearly renewal.');
    expect(within(family).queryByText(monthly)).toBeNull();
  });

  it('shows the terms as the API words them (in the page’s language), not words of its own', async () => {
    const [individual] = plans;
    const worded = 'Gratis por 7 días; luego paga $9.99 cada mes. Su membresía se renueva automáticamente.';
    serveProducts([
      {
        ...individual!,
        prices: individual!.prices.map((price) => ({ ...price, trial_days: 7, renewal_terms: worded })),
      },
    ]);
    renderRoute('/register');
    expect(within(await card('Individual')).getByText(worded)).toBeInTheDocument();
  });

  it('preselects the interval from ?interval=year and ignores other values', async () => {
    const first = renderRoute('/register?interval=year');
    expect(await card('Individual')).toHaveTextContent('$109.89/year');
    first.unmount();
    renderRoute('/register?interval=week');
    expect(await card('Individual')).toHaveTextContent('$9.99/month');
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows "Complete Your Subscription" and a completion banner when returning=true', async () => {
    renderRoute('/register?returning=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete Your Subscription' })).toBeInTheDocument();
    expect(screen.getByText('Choose a plan below to finish setting up your membership.')).toBeInTheDocument();
  });

  it('renders plain-string features and rich features with icon, bold text and hint', async () => {
    renderRoute('/register');
    const partner = await card('Partner/Pet');
    const plain = within(partner).getByText('Covers you plus one partner or pet').closest('li')!;
    expect(plain.querySelector('svg[data-icon="check"]')).not.toBeNull();
    const bold = within(partner).getByText('Save up to 85%');
    expect(bold.tagName).toBe('STRONG');
    expect(bold.closest('li')).toHaveTextContent('Save up to 85% on prescriptions');
    expect(bold.closest('li')!.querySelector('svg[data-icon="badge-percent"]')).not.toBeNull();
    const family = await card('Family');
    expect(within(family).getByText('their own card').tagName).toBe('STRONG');
    expect(within(family).getByText('Add members any time')).toBeInTheDocument();
  });

  it('never turns feature text into markup', async () => {
    serveProducts([
      buildProduct({
        name: 'Individual',
        features: [{ markdown_content: '<img src=x onerror="alert(1)"> **ok**', prefix_icon: 'star', hint_text: null }],
      }),
    ]);
    renderRoute('/register');
    const individual = await card('Individual');
    expect(individual.querySelector('img')).toBeNull();
    expect(individual).toHaveTextContent('<img src=x onerror="alert(1)"> ok');
  });

  it('sends a signed-out visitor to sign-up, returning with the plan and interval', async () => {
    renderRoute('/register');
    const family = await card('Family');
    await userEvent.click(screen.getByRole('button', { name: /Yearly/ }));
    const choose = within(family).getByRole('button', { name: 'Choose Plan' });
    await userEvent.click(choose);
    const familyId = plans[2]!.id;
    expect(startSignIn).toHaveBeenCalledWith(`/register?productId=${familyId}&interval=year`, { signup: true });
    expect(within(family).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(await card('Individual')).getByRole('button', { name: 'Choose Plan' })).toBeDisabled();
  });

  it("uses the plan's cta_text when it has one", async () => {
    serveProducts([buildProduct({ name: 'Individual', cta_text: 'Start Saving Today' })]);
    renderRoute('/register');
    expect(within(await card('Individual')).getByRole('button', { name: 'Start Saving Today' })).toBeEnabled();
  });

  it('logs an error and does nothing when productId matches no plan', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoute('/register?productId=999999&interval=year');
    await card('Family');
    await waitFor(() => expect(errors).toHaveBeenCalledWith(expect.stringContaining('productId "999999"')));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/register?productId=999999&interval=year',
    );
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it('logs nothing when productId names a loaded plan', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(`/register?productId=${plans[1]!.id}&interval=year`);
    expect(await card('Partner/Pet')).toHaveTextContent('$164.89/year');
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows a loading state while plans load', async () => {
    server.use(
      http.get('*/api/v1/products', async () => {
        await delay('infinite');
        return HttpResponse.json({ products: [] });
      }),
    );
    renderRoute('/register');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading plans...');
    expect(screen.getByText('Loading plans...', { selector: 'p' })).toBeVisible();
  });

  it('shows an error with Try again, which reloads the plans', async () => {
    server.use(
      http.get('*/api/v1/products', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }),
    );
    renderRoute('/register');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load plans');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Family')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load plans')).toBeNull();
  });

  it('shows an empty state when there are no plans', async () => {
    serveProducts([]);
    renderRoute('/register');
    expect(await screen.findByText('No plans are available right now')).toBeInTheDocument();
  });

  it('serves /pricing to visitors and sends a signed-in member to the dashboard', async () => {
    const visitor = renderRoute('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Savings Plan' })).toBeInTheDocument();
    visitor.unmount();
    signIn();
    const { router } = renderRoute('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
