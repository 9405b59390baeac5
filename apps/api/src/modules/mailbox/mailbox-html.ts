import { createHash } from 'node:crypto';
import { html, SafeHtml } from '../../integrations/payments/sandbox/sandbox-html';

/**
 * The mailbox pages' shell and policies. The markup comes from the sandbox's `html` tag, which
 * escapes every value it is given, so a subject or an address can never become markup.
 */

const STYLE = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f2937;background:#f3f4f6}
.banner{padding:.5rem 1rem;background:#fef3c7;color:#78350f;text-align:center;font-weight:600;border-bottom:2px solid #b45309}
main{max-width:60rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem;overflow-wrap:anywhere}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
a{color:#1d4ed8}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.hint{font-size:.875rem;color:#4b5563;margin:.5rem 0 1rem}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin:0 0 1rem}
form div{flex:1 1 14rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
input{width:100%;padding:.625rem .75rem;font-size:1rem;border:1px solid #4b5563;border-radius:.375rem}
button{padding:.625rem 1.25rem;font-size:1rem;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.375rem;cursor:pointer}
table{width:100%;border-collapse:collapse;font-size:.875rem}
th,td{text-align:left;padding:.5rem .375rem;border-bottom:1px solid #e5e7eb;vertical-align:top;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
iframe{display:block;width:100%;height:36rem;max-height:75vh;border:1px solid #d1d5db;border-radius:.375rem;background:#fff}
pre{margin:0;padding:.75rem;background:#f9fafb;border:1px solid #e5e7eb;border-radius:.375rem;white-space:pre-wrap;overflow-wrap:anywhere;font-size:.875rem}
.pages{display:flex;justify-content:space-between;gap:1rem;margin-top:1rem}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (max-width:600px){main{margin:0;padding:1rem;border-radius:0;box-shadow:none}
thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}
tr{display:block;padding:.5rem 0;border-bottom:1px solid #e5e7eb}
td{display:block;padding:.125rem 0;border:0}
td::before{content:attr(data-label) ": ";font-weight:600}
dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}`;

/** The stylesheet is allowed by its hash, so the pages need no 'unsafe-inline' and run no script. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The list and message pages: their own stylesheet, the filter form, and the message's HTML part in a frame. */
export const PAGE_POLICY = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "frame-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * A message's HTML part, shown as the member would see it: inline styles and images, never a
 * script, and `sandbox` so even opened on its own it runs in an origin of its own. Only our
 * message page may frame it.
 */
export const HTML_PART_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src https: data:',
  'sandbox',
  "frame-ancestors 'self'",
].join('; ');

export function renderPage(title: string, main: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ARX Savings Club demo mailbox</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<header class="banner" role="status">Demo mailbox: these e-mails were kept here, never sent</header>
<main>
${main}
</main>
</body>
</html>
`.value;
}
