import {
  BILLING_MESSAGES,
  CANCELLATION_MESSAGES,
  CANCELLATION_REFUND_TEMPLATES,
} from '@arx/contracts/billing-messages';
import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogs as billingCatalogs } from '../../app/routes/billing';
import { seedMockPendingCancellation, seedMockSubscriptionAge } from '../../testing/cancellation-handlers';
import { signInAs } from '../../testing/factories';
import { seedMockPlan } from '../../testing/family-handlers';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { onSpanishPage } from '../../testing/spanish-page';

/** The cancellation answers the API can send that the page shows, and their Spanish. */
const REFUSALS = [
  ['the payment provider is down (503)', 503, 'service_unavailable', BILLING_MESSAGES.providerUnavailable],
  ['too many requests (429)', 429, 'rate_limited', RATE_LIMIT_MESSAGES.billingPortal],
] as const;
const SPANISH_REFUSALS: Record<string, string> = {
  [BILLING_MESSAGES.providerUnavailable]:
    'El servicio de pagos no responde en este momento. Inténtelo de nuevo en unos instantes.',
  [RATE_LIMIT_MESSAGES.billingPortal]:
    'Demasiadas solicitudes para abrir la facturación. Espere un minuto e inténtelo de nuevo.',
};

const refundingAnswer = () =>
  server.use(
    http.post('*/api/v1/billing/cancel', () =>
      HttpResponse.json({
        outcome: 'ended_and_refunded',
        endsAt: new Date().toISOString(),
        refundAmount: 9.99,
        refund: 'refunding',
        message: CANCELLATION_REFUND_TEMPLATES.refunding('$9.99'),
      }),
    ),
  );

const refuse = (path: string, status: number, code: string, message: string) =>
  server.use(http.post(`*/api/v1/billing/${path}`, () => HttpResponse.json({ code, message }, { status })));

describe('canceling on a Spanish page', () => {
  onSpanishPage(...billingCatalogs);
  beforeEach(() => {
    signInAs();
    seedMockPlan('Individual');
  });

  const currentPlan = async () =>
    within((await screen.findByRole('heading', { level: 2, name: 'Plan actual' })).closest('section')!);
  async function openDialog() {
    await userEvent.click(await (await currentPlan()).findByRole('button', { name: 'Cancelar la membresía' }));
    return within(await screen.findByRole('dialog', { name: '¿Cancelar su membresía?' }));
  }

  it('says in Spanish that the refund is on its way, with the amount the answer gives', async () => {
    seedMockSubscriptionAge(5);
    renderRoute('/billing');
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancelar y reembolsar $9.99' }));
    expect(
      await screen.findByText('Su membresía terminó y el reembolso de $9.99 ya va en camino a su tarjeta.'),
    ).toBeInTheDocument();
  });

  it('says in Spanish that the refund is under way when the API left it to its queue', async () => {
    seedMockSubscriptionAge(5);
    refundingAnswer();
    renderRoute('/billing');
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancelar y reembolsar $9.99' }));
    expect(
      await screen.findByText(
        'Estamos terminando su membresía y reembolsando $9.99 a su tarjeta. Esto puede tardar unos minutos; le enviaremos un correo electrónico cuando termine.',
      ),
    ).toBeInTheDocument();
  });

  it('says in Spanish that the card works to the end of the paid period', async () => {
    seedMockSubscriptionAge(40);
    renderRoute('/billing');
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancelar la membresía' }));
    expect(
      await screen.findByText(
        'Su membresía quedó cancelada. Su tarjeta funciona hasta el final del período que pagó y no se le cobrará nada más.',
      ),
    ).toBeInTheDocument();
  });

  it.each(REFUSALS)('shows the refusal when %s in Spanish', async (_case, status, code, message) => {
    seedMockSubscriptionAge(40);
    refuse('cancel', status, code, message);
    renderRoute('/billing');
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancelar la membresía' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(SPANISH_REFUSALS[message] as string);
  });

  it('shows a refusal it does not know as it came', async () => {
    seedMockSubscriptionAge(40);
    refuse('cancel', 503, 'service_unavailable', 'Something only the server knows.');
    renderRoute('/billing');
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancelar la membresía' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Something only the server knows.');
  });

  describe('keeping a membership set to end', () => {
    beforeEach(() => seedMockPendingCancellation());

    it('says in Spanish that the membership continues', async () => {
      renderRoute('/billing');
      await userEvent.click(await (await currentPlan()).findByRole('button', { name: 'Conservar mi membresía' }));
      expect(await screen.findByText('Su membresía continúa y se renueva como antes.')).toBeInTheDocument();
    });

    it.each([
      ['there is nothing to take back (409)', 409, 'conflict', CANCELLATION_MESSAGES.notPending],
      ...REFUSALS,
    ] as const)('shows the refusal when %s in Spanish', async (_case, status, code, message) => {
      refuse('resume', status, code, message);
      renderRoute('/billing');
      const plan = await currentPlan();
      await userEvent.click(await plan.findByRole('button', { name: 'Conservar mi membresía' }));
      expect(await plan.findByRole('alert')).toHaveTextContent(
        SPANISH_REFUSALS[message] ?? 'Su membresía no está programada para terminar.',
      );
    });
  });
});

describe('canceling on an English page', () => {
  beforeEach(() => {
    signInAs();
    seedMockPlan('Individual');
  });

  const currentPlan = async () =>
    within((await screen.findByRole('heading', { level: 2, name: 'Current Plan' })).closest('section')!);

  it('shows the API’s words of a queued refund unchanged', async () => {
    seedMockSubscriptionAge(5);
    refundingAnswer();
    renderRoute('/billing');
    await userEvent.click(await (await currentPlan()).findByRole('button', { name: 'Cancel membership' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your membership?' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel and refund $9.99' }));
    expect(await screen.findByText(CANCELLATION_REFUND_TEMPLATES.refunding('$9.99'))).toBeInTheDocument();
  });

  it.each([
    ['there is nothing to take back (409)', 409, 'conflict', CANCELLATION_MESSAGES.notPending],
    ...REFUSALS,
  ] as const)('shows the refusal to keep when %s in English', async (_case, status, code, message) => {
    seedMockPendingCancellation();
    refuse('resume', status, code, message);
    renderRoute('/billing');
    const plan = await currentPlan();
    await userEvent.click(await plan.findByRole('button', { name: 'Keep my membership' }));
    expect(await plan.findByRole('alert')).toHaveTextContent(message);
  });
});
