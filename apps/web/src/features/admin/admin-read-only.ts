/**
 * A public demo (ALLOW_DEMO_PROVIDERS=true, docs/decisions/0014-production-guard.md) names its
 * demo parts in a meta tag of index.html. Where they include the built-in sign-in page, anyone
 * can sign in as the demo operator, so the API refuses every back-office write (403), and the back office says so and turns its write
 * buttons off. A local try-out has no tag: its back office works.
 */
export const READ_ONLY_MESSAGE = 'The back office is read-only in the public demo.';

export function isBackOfficeReadOnly(): boolean {
  if (typeof document === 'undefined') return false;
  const parts = document.querySelector('meta[name="arx-demo-parts"]')?.getAttribute('content') ?? '';
  return parts.split(/\s+/).includes('sign-in');
}
