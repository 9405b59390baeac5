import { describe, expect, it } from 'vitest';
import { renderCancellationConfirmedEmail } from './cancellation-confirmed-email';
import { expectReadableEmail } from './expect-email';

const base = {
  firstName: 'Dana',
  planName: 'Individual',
  plansUrl: 'https://app.arx.test/plans',
  timeZone: 'America/New_York',
};
const endsAt = new Date('2027-03-03T17:00:00Z');

describe('renderCancellationConfirmedEmail', () => {
  it('when cancelled at period end, then the card works until then, nothing more is charged, and keeping it is offered', async () => {
    const email = await renderCancellationConfirmedEmail({
      ...base,
      endsAtPeriodEnd: true,
      endsAt,
      keepUrl: 'https://app.arx.test/dashboard?dialog=keep',
    });

    expect(email.subject).toBe('Your cancellation is confirmed');
    expectReadableEmail(email, {
      facts: ['Individual', 'keeps working until March 3, 2027', "won't be charged again", 'Keep my membership'],
      links: [
        ['Keep my membership', 'https://app.arx.test/dashboard?dialog=keep'],
        ['See plans', 'https://app.arx.test/plans'],
      ],
    });
  });

  it('when cancelled at period end without a keep link, then it points to the dashboard in words', async () => {
    const email = await renderCancellationConfirmedEmail({ ...base, endsAtPeriodEnd: true, endsAt });

    expectReadableEmail(email, {
      facts: ['choose "Keep my membership" on your dashboard'],
      links: [['See plans', 'https://app.arx.test/plans']],
    });
    expect(email.html).not.toContain('dialog=keep');
  });

  it('when the membership ended at once, then it says it ended today and offers to rejoin', async () => {
    const email = await renderCancellationConfirmedEmail({ ...base, endsAtPeriodEnd: false, endsAt });

    expect(email.subject).toBe('Your cancellation is confirmed');
    expectReadableEmail(email, {
      facts: ['Individual', 'has ended today, March 3, 2027', "won't be charged again"],
      links: [['Rejoin ARX Savings Club', 'https://app.arx.test/plans']],
    });
    expect(email.text).not.toContain('Keep my membership');
  });
});
