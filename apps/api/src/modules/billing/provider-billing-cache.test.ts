import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProvider, ProviderBillingDetails } from '../../integrations/payments/payment-provider';
import { BILLING_DETAILS_TTL_MS, forgetProviderBillingDetails, providerBillingDetails } from './provider-billing-cache';

const visa = (last4: string): ProviderBillingDetails => ({
  paymentMethod: { brand: 'visa', last4, expMonth: 12, expYear: 2030 },
  billingAddress: null,
});

/** A provider whose answers the test sets, counting how often it is asked. */
function fakeProvider(answer: () => Promise<ProviderBillingDetails>) {
  const getBillingDetails = vi.fn((_customerId: string) => answer());
  return { payments: { getBillingDetails } as unknown as PaymentProvider, getBillingDetails };
}

describe("the provider's billing details, reused briefly", () => {
  afterEach(() => vi.restoreAllMocks());

  it('when the dashboard asks twice at once, then the provider is asked once', async () => {
    const { payments, getBillingDetails } = fakeProvider(async () => visa('4242'));
    const [a, b] = await Promise.all([
      providerBillingDetails(payments, 'cus_1'),
      providerBillingDetails(payments, 'cus_1'),
    ]);
    expect(a).toEqual(visa('4242'));
    expect(b).toEqual(visa('4242'));
    expect(getBillingDetails).toHaveBeenCalledTimes(1);
    expect(getBillingDetails).toHaveBeenCalledWith('cus_1');
  });

  it('when customers differ, then each is asked for separately', async () => {
    const { payments, getBillingDetails } = fakeProvider(async () => visa('4242'));
    await providerBillingDetails(payments, 'cus_1');
    await providerBillingDetails(payments, 'cus_2');
    expect(getBillingDetails.mock.calls.map(([id]) => id)).toEqual(['cus_1', 'cus_2']);
  });

  it('when the provider told us of a change, then the next read asks it again', async () => {
    let card = '4242';
    const { payments, getBillingDetails } = fakeProvider(async () => visa(card));
    await providerBillingDetails(payments, 'cus_1');
    card = '1881';
    forgetProviderBillingDetails(payments, 'cus_1');
    expect((await providerBillingDetails(payments, 'cus_1')).paymentMethod?.last4).toBe('1881');
    expect(getBillingDetails).toHaveBeenCalledTimes(2);
  });

  it('when the time is up, then the provider is asked again', async () => {
    let card = '4242';
    const { payments } = fakeProvider(async () => visa(card));
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    await providerBillingDetails(payments, 'cus_1');
    card = '1881';
    now.mockReturnValue(1_000 + BILLING_DETAILS_TTL_MS - 1);
    expect((await providerBillingDetails(payments, 'cus_1')).paymentMethod?.last4).toBe('4242');
    now.mockReturnValue(1_000 + BILLING_DETAILS_TTL_MS);
    expect((await providerBillingDetails(payments, 'cus_1')).paymentMethod?.last4).toBe('1881');
  });

  it('when the provider fails, then the failure is not kept', async () => {
    let fail = true;
    const { payments, getBillingDetails } = fakeProvider(async () => {
      if (fail) throw new Error('unavailable');
      return visa('4242');
    });
    await expect(providerBillingDetails(payments, 'cus_1')).rejects.toThrow('unavailable');
    fail = false;
    expect(await providerBillingDetails(payments, 'cus_1')).toEqual(visa('4242'));
    expect(getBillingDetails).toHaveBeenCalledTimes(2);
  });
});
