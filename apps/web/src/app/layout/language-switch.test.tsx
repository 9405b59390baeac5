import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n/catalogs';
import { LanguageProvider } from '../../lib/i18n/language-provider';
import { LanguageSwitch } from './language-switch';

function renderSwitchOnSpanishPage(address: string) {
  window.history.replaceState(null, '', `${window.location.origin}${address}`);
  render(
    <LanguageProvider i18n={i18nFor('es')}>
      <BrowserRouter basename="/es">
        <LanguageSwitch />
      </BrowserRouter>
    </LanguageProvider>,
  );
  return screen.getByRole('link', { name: 'English' });
}

describe('the language switch', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('links a Spanish page to the same page in English', () => {
    expect(renderSwitchOnSpanishPage('/es/faq?topic=billing#refunds')).toHaveAttribute(
      'href',
      '/faq?topic=billing#refunds',
    );
  });

  it.each(['/es//evil.example/phish', '/es/%2F%2Fevil.example/phish', '/es/%5Cevil.example'])(
    'when the page is %s, then English is the English home page, on this origin',
    (address) => {
      const href = renderSwitchOnSpanishPage(address).getAttribute('href') as string;
      expect(new URL(href, window.location.origin).origin).toBe(window.location.origin);
      expect(href).toBe('/');
    },
  );
});
