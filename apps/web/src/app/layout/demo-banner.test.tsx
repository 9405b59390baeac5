import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n/catalogs';
import { renderRoute } from '../../testing/render';
import { demoBannerText } from './demo-banner';

const english = i18nFor('en');

function serveAsDemo(parts: string) {
  const meta = document.createElement('meta');
  meta.name = 'arx-demo-parts';
  meta.content = parts;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="arx-demo-parts"]')) meta.remove();
});

describe('the Demo banner', () => {
  it('is on every page of a public demo, as a status saying sign-in and payments are simulated', async () => {
    serveAsDemo('sign-in payments apple-wallet google-wallet mail');
    for (const path of ['/', '/faq', '/drug-pricing']) {
      const { unmount } = renderRoute(path);
      const banner = await screen.findByRole('status');
      expect(banner).toHaveTextContent(/^Demo: this is not the real club\./);
      expect(banner).toHaveTextContent('Sign-in and payments are simulated');
      expect(banner).toHaveTextContent('E-mails are not sent: anyone can read them at /dev/mailbox.');
      unmount();
    }
  });

  it('is absent when the server names no demo part (a local try-out, or production)', async () => {
    renderRoute('/faq');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByText(/this is not the real club/)).toBeNull();
  });

  it('names only what is simulated', () => {
    expect(demoBannerText(new Set(['payments']), english)).toBe('Payments are simulated: no card is charged.');
    expect(demoBannerText(new Set(['google-wallet']), english)).toBe(
      'Wallet passes are signed with development credentials.',
    );
    expect(demoBannerText(new Set(['mail']), english)).toBe(
      'E-mails are not sent: anyone can read them at /dev/mailbox.',
    );
    expect(demoBannerText(new Set(), english)).toBeNull();
  });
});
