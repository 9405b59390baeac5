import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * On a public demo (the server started with ALLOW_DEMO_PROVIDERS=true) the server names the
 * simulated parts in a meta tag of index.html; every page then says so, so nobody mistakes
 * the demo for the club. Read once: the tag is in the document before any script runs. The
 * server-side renderer has no document: it is told the parts once (setServerDemoParts).
 */
const META_NAME = 'arx-demo-parts';

let serverDemoParts: readonly string[] = [];

/** The server renders the banner the browser will hydrate (entry-server.tsx). */
export function setServerDemoParts(parts: readonly string[]): void {
  serverDemoParts = parts;
}

function readDemoParts(): Set<string> {
  if (typeof document === 'undefined') return new Set(serverDemoParts);
  const content = document.querySelector(`meta[name="${META_NAME}"]`)?.getAttribute('content') ?? '';
  return new Set(content.split(/\s+/).filter(Boolean));
}

/** What is simulated, in a sentence a visitor can act on. */
export function demoBannerText(parts: Set<string>, i18n: I18n): string | null {
  const signIn = parts.has('sign-in');
  const payments = parts.has('payments');
  const wallet = parts.has('apple-wallet') || parts.has('google-wallet');
  const sentences: string[] = [];
  if (signIn && payments) {
    sentences.push(
      i18n._(msg`Sign-in and payments are simulated: anyone can sign in with any e-mail, and no card is charged.`),
    );
  } else if (signIn) {
    sentences.push(i18n._(msg`Sign-in is simulated: anyone can sign in with any e-mail.`));
  } else if (payments) {
    sentences.push(i18n._(msg`Payments are simulated: no card is charged.`));
  }
  if (wallet) sentences.push(i18n._(msg`Wallet passes are signed with development credentials.`));
  // The demo mailbox is open to every visitor: saying so keeps anyone from typing a real address.
  if (parts.has('mail')) sentences.push(i18n._(msg`E-mails are not sent: anyone can read them at /dev/mailbox.`));
  return sentences.length > 0 ? sentences.join(' ') : null;
}

export function DemoBanner() {
  const { i18n } = useLingui();
  const text = demoBannerText(readDemoParts(), i18n);
  if (!text) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-amber-950 text-sm">
      <Trans>
        <strong>Demo</strong>: this is not the real club.
      </Trans>{' '}
      {text}
    </div>
  );
}
