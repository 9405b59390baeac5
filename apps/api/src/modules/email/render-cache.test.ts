import { describe, expect, it } from 'vitest';
import type { Locale } from '../../lib/i18n/languages';
import { renderWithName } from './render-cache';
import { renderPaymentFailedEmail } from './templates/payment-failed-email';
import { renderRefundIssuedEmail } from './templates/refund-issued-email';
import { renderRenewalNoticeEmail } from './templates/renewal-notice-email';
import { renderWelcomeEmail } from './templates/welcome-email';

describe('rendering once per template and day, with the name put in per message', () => {
  const renewal = (firstName: string, renewsAt: Date, timeZone = 'America/New_York', locale: Locale = 'en') => ({
    locale,
    firstName,
    planName: 'Family',
    renewsAt,
    amount: 274.89,
    cancelUrl: 'https://club.example.com/billing?cancel=1',
    timeZone,
  });

  it('gives exactly what rendering each message gives, for names that need escaping too', async () => {
    for (const name of ['Dana', "O'Brien & <Sons>", 'José']) {
      const props = renewal(name, new Date('2027-03-03T09:30:00Z'));
      expect(await renderWithName(renderRenewalNoticeEmail, props)).toEqual(await renderRenewalNoticeEmail(props));
    }
  });

  it('upper-cases the name where the plain text upper-cases a heading', async () => {
    const props = {
      locale: 'en' as const,
      firstName: 'Walker',
      memberId: 'ARX-000001-01',
      groupCode: 'G',
      bin: '1',
      dashboardUrl: 'https://x.test',
    };
    const cached = await renderWithName(renderWelcomeEmail, props);
    expect(cached).toEqual(await renderWelcomeEmail(props));
    expect(cached.text).toContain('WELCOME, WALKER!');
  });

  it("shares one rendering among renewals on the same day in the member's zone, and not across days", async () => {
    let renders = 0;
    const counting = (props: Parameters<typeof renderRenewalNoticeEmail>[0]) => {
      renders++;
      return renderRenewalNoticeEmail(props);
    };
    // 06:00 and 23:00 UTC on the 5th, then 01:00 UTC on the 6th: all January 5 in New York.
    await renderWithName(counting, renewal('A', new Date('2030-01-05T06:00:00Z')));
    await renderWithName(counting, renewal('B', new Date('2030-01-05T23:00:00Z')));
    const late = await renderWithName(counting, renewal('C', new Date('2030-01-06T01:00:00Z')));
    expect(renders).toBe(1);
    expect(late.text).toContain('January 5, 2030');
    const other = await renderWithName(counting, renewal('D', new Date('2030-01-06T06:00:00Z')));
    expect(renders).toBe(2);
    expect(other.text).toContain('January 6, 2030');
  });

  it('when two members renew at the same instant in zones where it is two different days, then each e-mail has its own day', async () => {
    // 06:00 UTC on January 8: still January 7 in Los Angeles (22:00), already January 8 in New York (01:00).
    const instant = new Date('2031-01-08T06:00:00Z');
    const inLosAngeles = await renderWithName(renderRenewalNoticeEmail, renewal('Lee', instant, 'America/Los_Angeles'));
    const inNewYork = await renderWithName(renderRenewalNoticeEmail, renewal('Noa', instant, 'America/New_York'));

    expect(inLosAngeles.subject).toBe('Your membership renews on January 7, 2031');
    expect(inNewYork.subject).toBe('Your membership renews on January 8, 2031');
    expect(inLosAngeles).toEqual(await renderRenewalNoticeEmail(renewal('Lee', instant, 'America/Los_Angeles')));
    expect(inNewYork).toEqual(await renderRenewalNoticeEmail(renewal('Noa', instant, 'America/New_York')));
  });

  it('when two members in one zone renew on the same UTC day but on two days there, then neither gets the other day', async () => {
    // 03:00 and 20:00 UTC on January 9: January 8 and January 9 in Los Angeles.
    const first = await renderWithName(
      renderRenewalNoticeEmail,
      renewal('Ari', new Date('2031-01-09T03:00:00Z'), 'America/Los_Angeles'),
    );
    const second = await renderWithName(
      renderRenewalNoticeEmail,
      renewal('Bo', new Date('2031-01-09T20:00:00Z'), 'America/Los_Angeles'),
    );

    expect(first.subject).toBe('Your membership renews on January 8, 2031');
    expect(second.subject).toBe('Your membership renews on January 9, 2031');
  });

  it('never serves one template for another, even with the same props', async () => {
    const props = {
      locale: 'en' as const,
      firstName: 'Kim',
      planName: 'Family',
      amount: 10,
      billingUrl: 'https://x.test/billing',
      timeZone: 'America/New_York',
    };
    const failed = await renderWithName(renderPaymentFailedEmail, props);
    const refunded = await renderWithName(renderRefundIssuedEmail, { ...props, invoiceNumbers: [] });
    expect(failed.subject).toBe((await renderPaymentFailedEmail(props)).subject);
    expect(refunded.subject).toBe((await renderRefundIssuedEmail({ ...props, invoiceNumbers: [] })).subject);
    expect(failed.subject).not.toBe(refunded.subject);
  });

  it('when a Spanish and an English member renew on the same day with the same plan, then each gets their own language', async () => {
    let renders = 0;
    const counting = (props: Parameters<typeof renderRenewalNoticeEmail>[0]) => {
      renders++;
      return renderRenewalNoticeEmail(props);
    };
    const instant = new Date('2032-02-10T15:00:00Z');
    const english = await renderWithName(counting, renewal('Ana', instant));
    const spanish = await renderWithName(counting, renewal('Luis', instant, 'America/New_York', 'es'));
    const spanishAgain = await renderWithName(counting, renewal('Sofía', instant, 'America/New_York', 'es'));
    const englishAgain = await renderWithName(counting, renewal('Tom', instant));

    // One rendering per language, shared by the members who read it.
    expect(renders).toBe(2);
    expect(english.subject).toBe('Your membership renews on February 10, 2032');
    expect(englishAgain.html).toContain('lang="en"');
    expect(spanish.subject).toBe('Su membresía se renueva el 10 de febrero de 2032');
    expect(spanish.html).toContain('lang="es"');
    expect(spanish.text).toContain('Hola, Luis:');
    expect(spanishAgain.text).toContain('Hola, Sofía:');
    expect(spanishAgain.text).not.toContain('renews');
    expect(spanish).toEqual(await renderRenewalNoticeEmail(renewal('Luis', instant, 'America/New_York', 'es')));
  });

  it('when the Spanish member comes first, then the English member after them still gets English', async () => {
    const instant = new Date('2032-03-11T15:00:00Z');
    const spanish = await renderWithName(renderWelcomeEmail, {
      locale: 'es',
      firstName: 'Luis',
      memberId: 'ARX-1',
      groupCode: 'G',
      bin: '1',
      dashboardUrl: 'https://x.test/es/dashboard',
    });
    const english = await renderWithName(renderWelcomeEmail, {
      locale: 'en',
      firstName: 'Ana',
      memberId: 'ARX-1',
      groupCode: 'G',
      bin: '1',
      dashboardUrl: 'https://x.test/es/dashboard',
    });
    const renewalInSpanish = await renderWithName(renderRenewalNoticeEmail, renewal('Luis', instant, 'UTC', 'es'));
    const renewalInEnglish = await renderWithName(renderRenewalNoticeEmail, renewal('Ana', instant, 'UTC'));

    expect(spanish.subject).toBe('Le damos la bienvenida a ARX Savings Club');
    expect(english.subject).toBe('Welcome to ARX Savings Club');
    expect(english.text).toContain('WELCOME, ANA!');
    expect(renewalInSpanish.subject).toBe('Su membresía se renueva el 11 de marzo de 2032');
    expect(renewalInEnglish.subject).toBe('Your membership renews on March 11, 2032');
  });
});
