import type { PaymentEventListener, ProviderEvent } from '../payment-provider';
import { newId } from './sandbox-records';

/** An event decided inside a transaction, told to the app only once that transaction committed. */
export type PendingEvent = Omit<ProviderEvent, 'id'>;

export function subscriptionEvent(
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  row: { id: string; customerId: string },
): PendingEvent {
  return { type, subscriptionId: row.id, checkoutSessionId: null, customerId: row.customerId };
}

export function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed' | 'charge.refunded',
  invoice: { id: string; subscriptionId: string; customerId: string },
): PendingEvent {
  return {
    type,
    subscriptionId: invoice.subscriptionId,
    checkoutSessionId: null,
    customerId: invoice.customerId,
    invoiceId: invoice.id,
  };
}

/**
 * Tells the app of changes the way Stripe delivers webhooks. A failure is the app's to recover
 * from (it converges on the next read), so it is reported, never thrown back at the payment.
 */
export class SandboxEvents {
  private listener: PaymentEventListener | null = null;

  constructor(private readonly warn: (message: string) => void) {}

  setListener(listener: PaymentEventListener): void {
    this.listener = listener;
  }

  async emit(events: PendingEvent[]): Promise<void> {
    for (const pending of events) {
      if (!this.listener) return;
      const event: ProviderEvent = { id: newId('evt_sbx_'), ...pending };
      try {
        await this.listener(event);
      } catch (error) {
        // The event type and id only: never card data or the error's text.
        const reason = error instanceof Error ? error.name : 'unknown error';
        this.warn(`Sandbox event ${event.type} (${event.id}) was not handled by the app: ${reason}`);
      }
    }
  }
}
