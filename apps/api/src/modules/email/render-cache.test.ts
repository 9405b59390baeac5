import { describe, expect, it } from 'vitest';
import { renderWithName } from './render-cache';
import { renderRenewalNoticeEmail } from './templates/renewal-notice-email';
import { renderWelcomeEmail } from './templates/welcome-email';

describe('rendering once per template and day, with the name put in per message', () => {
  const renewal = (firstName: string, renewsAt: Date) => ({
    firstName,
    planName: 'Family',
    renewsAt,
    amount: 274.89,
    cancelUrl: 'https://club.example.com/billing?cancel=1',
  });

  it('gives exactly what rendering each message gives, for names that need escaping too', async () => {
    for (const name of ['Dana', "O'Brien & <Sons>", 'José']) {
      const props = renewal(name, new Date('2027-03-03T09:30:00Z'));
      expect(await renderWithName('renewal-notice', props, renderRenewalNoticeEmail)).toEqual(
        await renderRenewalNoticeEmail(props),
      );
    }
  });

  it('upper-cases the name where the plain text upper-cases a heading', async () => {
    const props = {
      firstName: 'Walker',
      memberId: 'ARX-000001-01',
      groupCode: 'G',
      bin: '1',
      dashboardUrl: 'https://x.test',
    };
    const cached = await renderWithName('welcome', props, renderWelcomeEmail);
    expect(cached).toEqual(await renderWelcomeEmail(props));
    expect(cached.text).toContain('WELCOME, WALKER!');
  });

  it('shares one rendering among renewals on the same day, and not across days', async () => {
    let renders = 0;
    const counting = (props: Parameters<typeof renderRenewalNoticeEmail>[0]) => {
      renders++;
      return renderRenewalNoticeEmail(props);
    };
    await renderWithName('count', renewal('A', new Date('2030-01-05T01:00:00Z')), counting);
    await renderWithName('count', renewal('B', new Date('2030-01-05T23:00:00Z')), counting);
    expect(renders).toBe(1);
    const other = await renderWithName('count', renewal('C', new Date('2030-01-06T01:00:00Z')), counting);
    expect(renders).toBe(2);
    expect(other.text).toContain('January 6, 2030');
  });
});
