import { createHash } from 'node:crypto';
import type { InEachLanguage, Locale } from '../../../lib/i18n/languages';

/**
 * A tiny HTML builder for the sandbox's server-rendered pages. Every interpolated value is
 * escaped unless it is itself built with `html`, so markup is safe by construction.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = SafeHtml | string | number | null | undefined | false | Part[];

export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Only http(s) targets become links; anything else (javascript:, data:) points nowhere. */
export function safeHref(url: string): string {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : '#';
  } catch {
    return '#';
  }
}

function render(value: Part): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

const STYLE = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f2937;background:#f3f4f6}
.banner{padding:.5rem 1rem;background:#fef3c7;color:#78350f;text-align:center;font-weight:600;border-bottom:2px solid #b45309}
main{max-width:34rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0}
label{display:block;font-weight:600;margin:1.25rem 0 .25rem}
input{width:100%;padding:.625rem .75rem;font-size:1rem;border:1px solid #4b5563;border-radius:.375rem}
button{width:100%;margin-top:1rem;padding:.75rem;font-size:1rem;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.375rem;cursor:pointer}
button.danger{background:#b91c1c}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a{color:#1d4ed8}
.hint{font-size:.875rem;color:#4b5563;margin:.5rem 0 0}
.terms{font-size:.875rem;margin:1rem 0 0;padding:.75rem;border:1px solid #d1d5db;border-radius:.375rem;background:#f9fafb}
.alert{margin:1rem 0 0;padding:.75rem;border-radius:.375rem;background:#fee2e2;color:#7f1d1d;border:1px solid #b91c1c}
.table{position:relative;overflow-x:auto}
table{width:100%;border-collapse:collapse;font-size:.875rem}
th,td{text-align:left;padding:.5rem .375rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
.actions{margin-top:1.5rem}
.plans{list-style:none;margin:0;padding:0}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (max-width:420px){main{margin:0;padding:1rem;border-radius:0;box-shadow:none}th,td{padding:.5rem .2rem}}`;

/** The stylesheet is allowed by its hash, so the pages need no 'unsafe-inline' and run no script. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export function contentSecurityPolicy(formTargets: string[] = []): string {
  const origins = formTargets.flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self' ${[...new Set(origins)].join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const FRAME: InEachLanguage<{ site: string; banner: string }> = {
  en: { site: 'ARX Savings Club sandbox', banner: 'Demo payments (sandbox): no real card is charged' },
  es: {
    site: 'ARX Savings Club, entorno de pruebas',
    banner: 'Pagos de demostración (entorno de pruebas): no se cobra a ninguna tarjeta real',
  },
};

export function page(locale: Locale, title: string, main: SafeHtml): string {
  const frame = FRAME[locale];
  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${frame.site}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<header class="banner" role="status">${frame.banner}</header>
<main>
${main}
</main>
</body>
</html>
`.value;
}

/** A sandbox page's address in a language: `?lang=es` (requestLocale reads it), or as it is without one. */
export function withLang(url: string, locale: Locale | undefined): string {
  if (!locale) return url;
  const target = new URL(url);
  target.searchParams.set('lang', locale);
  return target.toString();
}
