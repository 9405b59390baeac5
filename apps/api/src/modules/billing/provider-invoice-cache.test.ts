import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProvider, ProviderInvoice } from '../../integrations/payments/payment-provider';
import { forgetProviderBillingDetails } from './provider-billing-cache';
import { INVOICES_PER_CALL, INVOICES_TTL_MS, providerInvoicePage } from './provider-invoice-cache';

const invoice = (n: number): ProviderInvoice => ({
  id: `in_${n}`,
  number: `N-${n}`,
  created: new Date(Date.UTC(2026, 0, 1) - n * 86_400_000),
  description: 'Membership',
  priceId: 'price_1',
  amountCents: 2499,
  currency: 'usd',
  status: 'paid',
  pdfUrl: null,
  subscriptionId: 'sub_1',
  periodStart: null,
  periodEnd: null,
  paidAt: null,
  amountRefundedCents: 0,
});

/** A provider holding `count` invoices newest first, paging like Stripe and counting its calls. */
function fakeProvider(count: number) {
  const all = Array.from({ length: count }, (_, i) => invoice(i + 1));
  let failNext = false;
  const listInvoices = vi.fn(async (input: { customerId: string; limit: number; startingAfter?: string }) => {
    if (failNext) {
      failNext = false;
      throw new Error('unavailable');
    }
    const start = input.startingAfter ? all.findIndex((i) => i.id === input.startingAfter) + 1 : 0;
    const page = all.slice(start, start + Math.min(input.limit, 100));
    return { invoices: page, hasMore: start + page.length < all.length };
  });
  return {
    payments: { listInvoices } as unknown as PaymentProvider,
    listInvoices,
    all,
    failOnce: () => {
      failNext = true;
    },
  };
}

const ids = (page: { invoices: ProviderInvoice[] }) => page.invoices.map((i) => i.id);

describe("the provider's invoices, reused briefly", () => {
  afterEach(() => vi.restoreAllMocks());

  it('when the billing page and the export ask at once, then the provider is asked once and each gets its page', async () => {
    const { payments, listInvoices, all } = fakeProvider(12);

    const [billing, exported] = await Promise.all([
      providerInvoicePage(payments, { customerId: 'cus_1', limit: 10 }),
      providerInvoicePage(payments, { customerId: 'cus_1', limit: 100 }),
    ]);

    expect(ids(billing)).toEqual(all.slice(0, 10).map((i) => i.id));
    expect(billing.hasMore).toBe(true);
    expect(ids(exported)).toEqual(all.map((i) => i.id));
    expect(exported.hasMore).toBe(false);
    expect(listInvoices).toHaveBeenCalledTimes(1);
    expect(listInvoices).toHaveBeenCalledWith({ customerId: 'cus_1', limit: INVOICES_PER_CALL });
  });

  it('when the member pages back, then the pages match the provider’s own and come from the same call', async () => {
    const { payments, listInvoices, all } = fakeProvider(25);

    const first = await providerInvoicePage(payments, { customerId: 'cus_1', limit: 10 });
    const second = await providerInvoicePage(payments, {
      customerId: 'cus_1',
      limit: 10,
      startingAfter: first.invoices.at(-1)!.id,
    });
    const last = await providerInvoicePage(payments, {
      customerId: 'cus_1',
      limit: 10,
      startingAfter: second.invoices.at(-1)!.id,
    });

    expect([ids(first), ids(second), ids(last)]).toEqual([
      all.slice(0, 10).map((i) => i.id),
      all.slice(10, 20).map((i) => i.id),
      all.slice(20).map((i) => i.id),
    ]);
    expect([first.hasMore, second.hasMore, last.hasMore]).toEqual([true, true, false]);
    expect(listInvoices).toHaveBeenCalledTimes(1);
  });

  it('when a page reaches past the newest invoices held, then the provider is asked for exactly that page', async () => {
    const { payments, listInvoices, all } = fakeProvider(130);

    const atEdge = await providerInvoicePage(payments, { customerId: 'cus_1', limit: 10, startingAfter: 'in_90' });
    const beyond = await providerInvoicePage(payments, { customerId: 'cus_1', limit: 10, startingAfter: 'in_95' });
    const older = await providerInvoicePage(payments, { customerId: 'cus_1', limit: 10, startingAfter: 'in_120' });

    expect(ids(atEdge)).toEqual(all.slice(90, 100).map((i) => i.id));
    expect(atEdge.hasMore).toBe(true);
    expect(ids(beyond)).toEqual(all.slice(95, 105).map((i) => i.id));
    expect(ids(older)).toEqual(all.slice(120, 130).map((i) => i.id));
    expect(older.hasMore).toBe(false);
    expect(listInvoices.mock.calls.map(([input]) => input.startingAfter)).toEqual([undefined, 'in_95', 'in_120']);
  });

  it('when customers differ, then each is asked for separately', async () => {
    const { payments, listInvoices } = fakeProvider(3);
    await providerInvoicePage(payments, { customerId: 'cus_1', limit: 10 });
    await providerInvoicePage(payments, { customerId: 'cus_2', limit: 10 });
    expect(listInvoices.mock.calls.map(([input]) => input.customerId)).toEqual(['cus_1', 'cus_2']);
  });

  it('when the provider told us of a change about the customer, then the next read asks it again', async () => {
    const { payments, listInvoices } = fakeProvider(3);
    await providerInvoicePage(payments, { customerId: 'cus_1', limit: 10 });

    forgetProviderBillingDetails(payments, 'cus_1');
    await providerInvoicePage(payments, { customerId: 'cus_1', limit: 10 });

    expect(listInvoices).toHaveBeenCalledTimes(2);
  });

  it('when the window is over, then the provider is asked again', async () => {
    const { payments, listInvoices } = fakeProvider(3);
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    await providerInvoicePage(payments, { customerId: 'cus_1', limit: 10 });
    now.mockReturnValue(1_000 + INVOICES_TTL_MS - 1);
    await providerInvoicePage(payments, { customerId: 'cus_1', limit: 10 });
    expect(listInvoices).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_000 + INVOICES_TTL_MS);
    await providerInvoicePage(payments, { customerId: 'cus_1', limit: 10 });
    expect(listInvoices).toHaveBeenCalledTimes(2);
  });

  it('when the provider fails, then the failure is not kept', async () => {
    const { payments, listInvoices, failOnce } = fakeProvider(3);
    failOnce();
    await expect(providerInvoicePage(payments, { customerId: 'cus_1', limit: 10 })).rejects.toThrow('unavailable');
    expect(ids(await providerInvoicePage(payments, { customerId: 'cus_1', limit: 10 }))).toEqual([
      'in_1',
      'in_2',
      'in_3',
    ]);
    expect(listInvoices).toHaveBeenCalledTimes(2);
  });
});
