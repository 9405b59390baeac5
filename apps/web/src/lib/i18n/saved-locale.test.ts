import { LOCALE_COOKIE } from '@arx/contracts/locales';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockLocation } from '../../testing/location';
import { redirectToChosenLanguage } from './saved-locale';

function openPage(address: string, cookie: string) {
  window.history.replaceState(null, '', `${window.location.origin}${address}`);
  // biome-ignore lint/suspicious/noDocumentCookie: the saved choice is this cookie
  document.cookie = `${LOCALE_COOKIE}=${cookie}; Path=/`;
}

describe('a member page follows the saved language choice', () => {
  let location: ReturnType<typeof mockLocation>;
  beforeEach(() => {
    location = mockLocation();
  });
  afterEach(() => {
    location.restore();
    // biome-ignore lint/suspicious/noDocumentCookie: the saved choice is this cookie
    document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
    window.history.replaceState(null, '', '/');
  });

  it('when a Spanish address is opened with English chosen, then the same page in English loads', () => {
    openPage('/es/billing?tab=invoices#top', 'en');
    expect(redirectToChosenLanguage()).toBe(true);
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/billing?tab=invoices#top');
  });

  it('when the address is already in the chosen language, then nothing happens', () => {
    openPage('/es/billing', 'es');
    expect(redirectToChosenLanguage()).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it.each([
    ['/es//evil.example/phish', 'en', '/'],
    ['/es/%2F%2Fevil.example/phish', 'en', '/'],
    ['/es/%5Cevil.example', 'en', '/'],
    ['//evil.example/phish', 'es', '/es/'],
  ])('when %s is opened with %s chosen, then the browser stays on this origin (%s)', (address, cookie, home) => {
    openPage(address, cookie);
    expect(redirectToChosenLanguage()).toBe(true);
    const target = location.replace.mock.calls[0]?.[0] as string;
    expect(new URL(target, window.location.origin).origin).toBe(window.location.origin);
    expect(target).toBe(home);
  });
});
