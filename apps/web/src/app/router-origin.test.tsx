import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render';

/**
 * The app never goes to another site's address: React Router refuses a navigation that would
 * leave the origin ("//host", "/\host", "/\t/host"), and a crafted path of this site matches no
 * page and goes home. The browser's half, a page opened at such an address, is
 * e2e/tests/same-origin-redirects.spec.ts.
 */
describe('the app never goes to another site', () => {
  for (const target of ['//evil.example/phish', '/\\evil.example', '/\t/evil.example']) {
    it(`when told to go to ${JSON.stringify(target)}, then refuses and stays on its page`, async () => {
      const { router } = renderRoute('/faq');
      await expect(router.navigate(target)).rejects.toThrow('External navigation is not allowed');
      expect(router.state.location.pathname).toBe('/faq');
    });
  }

  it('when told to go to an encoded slash, then it is a path of this site that goes home', async () => {
    const { router } = renderRoute('/faq');
    await router.navigate('/%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when opened at such an address, then goes home', async () => {
    const { router } = renderRoute('//evil.example/phish');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
