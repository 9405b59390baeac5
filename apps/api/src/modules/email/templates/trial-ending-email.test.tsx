import { describe, expect, it } from 'vitest';
import { expectReadableEmail } from './expect-email';
import { renderTrialEndingEmail, type TrialEndingEmailProps } from './trial-ending-email';

function trialEndingProps(overrides: Partial<TrialEndingEmailProps> = {}): TrialEndingEmailProps {
  return {
    firstName: 'Dana',
    planName: 'Family',
    trialEndsAt: new Date('2027-03-03T17:00:00Z'),
    amount: 19.99,
    interval: 'month',
    cancelUrl: 'https://app.arx.test/dashboard?dialog=cancel',
    dashboardUrl: 'https://app.arx.test/dashboard',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

describe('renderTrialEndingEmail', () => {
  it('says when the trial ends, what is charged then, and how to cancel before it in one click', async () => {
    const email = await renderTrialEndingEmail(trialEndingProps());

    expect(email.subject).toBe('Your free trial ends on March 3, 2027');
    expectReadableEmail(email, {
      facts: ['Family', 'March 3, 2027', '$19.99 per month', 'renews until you cancel', 'Cancel in one click before'],
      links: [
        ['Cancel my membership', 'https://app.arx.test/dashboard?dialog=cancel'],
        ['Open your dashboard', 'https://app.arx.test/dashboard'],
      ],
    });
  });

  it('when the trial ends after midnight UTC but before midnight in Los Angeles, then a member there reads their own day', async () => {
    const email = await renderTrialEndingEmail(
      trialEndingProps({ trialEndsAt: new Date('2027-03-04T06:30:00Z'), timeZone: 'America/Los_Angeles' }),
    );

    expect(email.subject).toBe('Your free trial ends on March 3, 2027');
    expectReadableEmail(email, {
      facts: ['ends on March 3, 2027', 'Cancel in one click before March 3, 2027'],
      links: [],
    });
    expect(`${email.html}${email.text}`).not.toContain('March 4');
  });

  it('when the plan is yearly, then the price is per year', async () => {
    const email = await renderTrialEndingEmail(trialEndingProps({ amount: 199, interval: 'year' }));

    expect(email.text).toContain('$199.00 per year');
  });
});
