import { BILLING_MESSAGES, SUBSCRIPTION_MESSAGES } from '@arx/contracts/billing-messages';
import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogs as billingCatalogs } from '../../app/routes/billing';
import { catalogs as billingSuccessCatalogs } from '../../app/routes/billing-success';
import { buildBillingDetails, signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { onSpanishPage } from '../../testing/spanish-page';

/** POST /subscriptions/validate-session answers `body` with `status`. */
const validationAnswers = (body: object, status = 200) =>
  server.use(http.post('*/api/v1/subscriptions/validate-session', () => HttpResponse.json(body, { status })));

/** GET /billing/portal refuses with `message`. */
const portalRefuses = (status: number, code: string, message: string) =>
  server.use(http.get('*/api/v1/billing/portal', () => HttpResponse.json({ code, message }, { status })));

/** What the payment page can be told, each as an answer of the API, and its Spanish. */
const VERIFICATION_ANSWERS = [
  [
    'the payment is not complete ({success: false})',
    { success: false, message: SUBSCRIPTION_MESSAGES.notPaid, subscription: null },
    200,
    'No se pudo verificar el pago: el pago no se completó.',
  ],
  [
    'the subscription is not active ({success: false})',
    { success: false, message: SUBSCRIPTION_MESSAGES.notActive, subscription: null },
    200,
    'No se pudo verificar el pago: la membresía no está activa.',
  ],
  [
    'the session is not the member’s (404)',
    { code: 'not_found', message: SUBSCRIPTION_MESSAGES.sessionNotFound },
    404,
    'No encontramos esta sesión de pago',
  ],
  [
    'too many checks (429)',
    { code: 'rate_limited', message: RATE_LIMIT_MESSAGES.checkout },
    429,
    'Demasiados intentos de pago. Espere un minuto e inténtelo de nuevo.',
  ],
] as const;

const PORTAL_REFUSALS = [
  [
    'there is no billing account (404)',
    404,
    'not_found',
    BILLING_MESSAGES.noBillingAccount,
    'Todavía no tiene una cuenta de facturación. Elija un plan primero.',
  ],
  [
    'the payment provider is down (503)',
    503,
    'service_unavailable',
    BILLING_MESSAGES.providerUnavailable,
    'El servicio de pagos no responde en este momento. Inténtelo de nuevo en unos instantes.',
  ],
  [
    'too many requests (429)',
    429,
    'rate_limited',
    RATE_LIMIT_MESSAGES.billingPortal,
    'Demasiadas solicitudes para abrir la facturación. Espere un minuto e inténtelo de nuevo.',
  ],
] as const;

async function openPortal() {
  server.use(http.get('*/api/v1/billing/details', () => HttpResponse.json(buildBillingDetails())));
  server.use(http.get('*/api/v1/billing/invoices', () => HttpResponse.json({ invoices: [], has_more: false })));
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  renderRoute('/billing');
  await userEvent.click(await screen.findByRole('button', { name: /^(Manage Billing|Administrar facturación)/ }));
  return { open, alert };
}

describe('paying and billing on a Spanish page', () => {
  onSpanishPage(...billingCatalogs, ...billingSuccessCatalogs);
  beforeEach(() => signInAs());
  afterEach(() => vi.restoreAllMocks());

  it.each(VERIFICATION_ANSWERS)('the payment page says in Spanish when %s', async (_case, body, status, spanish) => {
    validationAnswers(body, status);
    renderRoute('/billing/success?session_id=cs_test_1');
    expect(await screen.findByRole('alert')).toHaveTextContent(spanish);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No pudimos confirmar su pago');
  });

  it('the payment page shows a message it does not know as it came', async () => {
    validationAnswers({ success: false, message: 'Something only the server knows.', subscription: null });
    renderRoute('/billing/success?session_id=cs_test_1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something only the server knows.');
  });

  it.each(PORTAL_REFUSALS)(
    '"Manage Billing" alerts in Spanish when %s',
    async (_case, status, code, message, spanish) => {
      portalRefuses(status, code, message);
      const { open, alert } = await openPortal();
      await waitFor(() => expect(alert).toHaveBeenCalledWith(spanish));
      expect(open).not.toHaveBeenCalled();
    },
  );
});

describe('paying and billing on an English page', () => {
  beforeEach(() => signInAs());
  afterEach(() => vi.restoreAllMocks());

  it.each(VERIFICATION_ANSWERS)('the payment page shows the API’s words when %s', async (_case, body, status) => {
    validationAnswers(body, status);
    renderRoute('/billing/success?session_id=cs_test_1');
    expect(await screen.findByRole('alert')).toHaveTextContent(body.message);
  });

  it.each(PORTAL_REFUSALS)('"Manage Billing" alerts the API’s words when %s', async (_case, status, code, message) => {
    portalRefuses(status, code, message);
    const { alert } = await openPortal();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
  });
});
