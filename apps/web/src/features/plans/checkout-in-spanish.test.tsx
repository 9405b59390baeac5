import { SUBSCRIPTION_MESSAGES } from '@arx/contracts/billing-messages';
import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogs as registerCatalogs } from '../../app/routes/register';
import { buildPlans, NO_SUBSCRIPTION, signInAs } from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { server, serveSubscriptionStatus } from '../../testing/server';
import { onSpanishPage } from '../../testing/spanish-page';

/**
 * Choosing a plan shows no words of the server: a refused checkout alerts the page's own
 * (docs/product.md §8), so on a Spanish page the API's English never shows.
 */
describe('a refused checkout on a Spanish page', () => {
  let location: ReturnType<typeof mockLocation>;
  onSpanishPage(...registerCatalogs);
  beforeEach(() => {
    location = mockLocation();
    signInAs();
    serveSubscriptionStatus(NO_SUBSCRIPTION);
  });
  afterEach(() => {
    location.restore();
    vi.restoreAllMocks();
  });

  it.each([
    ['too many attempts (429)', 429, 'rate_limited', RATE_LIMIT_MESSAGES.checkout],
    ['an active subscription (409)', 409, 'conflict', SUBSCRIPTION_MESSAGES.alreadySubscribed],
  ] as const)('on %s alerts in Spanish', async (_case, status, code, message) => {
    const plans = buildPlans();
    server.use(
      http.get('*/api/v1/products', () => HttpResponse.json({ products: plans })),
      http.post('*/api/v1/subscriptions/checkout', () => HttpResponse.json({ code, message }, { status })),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderRoute('/register');
    const individual = await screen.findByRole('article', { name: 'Individual' });
    await userEvent.click(within(individual).getByRole('button', { name: 'Mejorar plan' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('No se pudo procesar el pago. Inténtelo de nuevo.'));
    expect(location.assign).not.toHaveBeenCalled();
  });
});
