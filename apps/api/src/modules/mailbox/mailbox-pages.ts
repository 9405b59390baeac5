import { html, type SafeHtml, safeHref } from '../../integrations/payments/sandbox/sandbox-html';
import type { MailboxListing, MailboxMessage } from './mailbox.service';
import { renderPage } from './mailbox-html';

export const MAILBOX_PATH = '/dev/mailbox';

export function listPage(listing: MailboxListing): string {
  const { to, messages } = listing;
  return renderPage(
    to ? `E-mails to ${to}` : 'Mailbox',
    html`<h1>Mailbox</h1>
<p class="hint">The e-mails the app would have sent, newest first. Times are UTC.</p>
<form method="get" action="${MAILBOX_PATH}" role="search">
<div><label for="to">Show e-mails to</label>
<input id="to" name="to" type="email" autocomplete="off" value="${to ?? ''}"></div>
<button type="submit">Filter</button>
</form>
${to && html`<p>E-mails to <strong>${to}</strong>. <a href="${MAILBOX_PATH}">Show all e-mails</a></p>`}
${messages.length > 0 ? messageTable(listing) : html`<p>${emptyText(listing)}</p>`}
${pager(listing)}`,
  );
}

export function messagePage(message: MailboxMessage): string {
  const htmlPart = `${MAILBOX_PATH}/${message.id}/html`;
  const subject = message.subject || '(no subject)';
  return renderPage(
    subject,
    html`<p><a href="${MAILBOX_PATH}">← All e-mails</a></p>
<h1>${subject}</h1>
<dl>
<dt>From</dt><dd>${message.fromAddress}</dd>
<dt>To</dt><dd>${message.toAddress}</dd>
<dt>Subject</dt><dd>${subject}</dd>
<dt>Date</dt><dd>${utcTime(message.createdAt, true)}</dd>
<dt>Message-ID</dt><dd>${message.messageId}</dd>
<dt>Kind</dt><dd>${message.kind}</dd>
</dl>
<h2>As the member sees it</h2>
<iframe sandbox src="${htmlPart}" title="The e-mail's HTML part" referrerpolicy="no-referrer"></iframe>
<p class="hint"><a href="${htmlPart}">Open the HTML part on its own</a></p>
<h2>Plain-text part</h2>
<pre>${withLinks(message.text)}</pre>`,
  );
}

export function notFoundPage(): string {
  return renderPage(
    'E-mail not found',
    html`<h1>E-mail not found</h1>
<p>There is no e-mail with this number in the mailbox.</p>
<p><a href="${MAILBOX_PATH}">Back to the mailbox</a></p>`,
  );
}

function messageTable({ messages }: MailboxListing): SafeHtml {
  const rows = messages.map(
    (message) => html`<tr>
<td data-label="To">${message.toAddress}</td>
<td data-label="Subject"><a href="${MAILBOX_PATH}/${message.id}">${message.subject || '(no subject)'}</a></td>
<td data-label="Kind">${message.kind}</td>
<td data-label="Received">${utcTime(message.createdAt)}</td>
</tr>`,
  );
  return html`<table>
<caption class="visually-hidden">E-mails, newest first</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Received (UTC)</th></tr></thead>
<tbody>${rows}</tbody>
</table>`;
}

function emptyText({ to, page }: MailboxListing): string {
  if (page > 1) return 'No e-mails on this page.';
  if (to) return `No e-mails to ${to} yet.`;
  return 'No e-mails yet. Sign up for a plan and the welcome e-mail appears here.';
}

function pager({ to, page, hasOlder }: MailboxListing): SafeHtml | null {
  if (page === 1 && !hasOlder) return null;
  return html`<nav class="pages" aria-label="Pages">
<span>${page > 1 && html`<a href="${listUrl(to, page - 1)}">← Newer</a>`}</span>
<span>${hasOlder && html`<a href="${listUrl(to, page + 1)}">Older →</a>`}</span>
</nav>`;
}

function listUrl(to: string | null, page: number): string {
  const query = new URLSearchParams();
  if (to) query.set('to', to);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${MAILBOX_PATH}?${search}` : MAILBOX_PATH;
}

/** "2025-03-04 14:05" (or with seconds), in UTC, inside a <time> a browser or reader can parse. */
function utcTime(date: Date, withSeconds = false): SafeHtml {
  const iso = date.toISOString();
  const shown = `${iso.slice(0, 10)} ${iso.slice(11, withSeconds ? 19 : 16)}${withSeconds ? ' UTC' : ''}`;
  return html`<time datetime="${iso}">${shown}</time>`;
}

/** The plain-text part with its web addresses as links, the rest escaped as text. */
function withLinks(text: string): SafeHtml[] {
  const parts: SafeHtml[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/g)) {
    parts.push(html`${text.slice(last, match.index)}`);
    parts.push(html`<a href="${safeHref(match[0])}">${match[0]}</a>`);
    last = match.index + match[0].length;
  }
  parts.push(html`${text.slice(last)}`);
  return parts;
}
