import type { Locale } from '../../lib/i18n/languages';
import type { RenderedEmail } from './render-email';
import { formatEmailDate } from './templates/email-formats';

/**
 * Rendering an e-mail with React takes a few milliseconds, most of it writing the plain-text
 * part; a renewal sweep over a hundred thousand members would spend minutes on it. Members of
 * one sweep mostly differ only by first name (same plan, amount and renewal day), so each
 * template is rendered once per distinct set of the other props, with a placeholder for the
 * name, and the name is put in per message.
 *
 * This holds because the templates show dates at day precision, on the day it is in the member's
 * time zone (so dates are keyed by that day, written as the e-mail writes it, and the zone is
 * part of the key: one instant is two days for members in two zones), and print the first name
 * as it is, or upper-cased in a plain-text heading (which the placeholder's case marks).
 *
 * The language is part of the key (a required prop, in the key like every prop and written first),
 * so a member never gets a rendering made for a member who reads another language.
 */
const NAME = '\u27e6n\u27e7';
const NAME_UPPER = NAME.toUpperCase();
const MAX_ENTRIES = 500;

/** One cache per template, keyed by the template's own render function: no name to get wrong. */
const caches = new WeakMap<object, Map<string, Promise<RenderedEmail>>>();

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string,
  );

/** What JSON.stringify makes of a Date before the replacer sees it. */
const DATE_JSON = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Dates become their day in the props' `timeZone` (templates without one show no date), so two
 * renewals on the same day there share one rendering.
 */
function keyOf(props: { locale: Locale }): string {
  const zone = 'timeZone' in props && typeof props.timeZone === 'string' ? props.timeZone : 'UTC';
  const rest = JSON.stringify(props, (_key, value) =>
    typeof value === 'string' && DATE_JSON.test(value) ? formatEmailDate(new Date(value), zone) : value,
  );
  return `${props.locale} ${rest}`;
}

export async function renderWithName<P extends { firstName: string; locale: Locale }>(
  render: (props: P) => Promise<RenderedEmail>,
  props: P,
): Promise<RenderedEmail> {
  const withPlaceholder = { ...props, firstName: NAME };
  const key = keyOf(withPlaceholder);
  let cache = caches.get(render);
  if (!cache) {
    cache = new Map();
    caches.set(render, cache);
  }
  let rendered = cache.get(key);
  if (!rendered) {
    rendered = render(withPlaceholder);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, rendered);
    // A failed rendering is not kept: the next message tries again.
    rendered.catch(() => cache?.delete(key));
  }
  const { subject, html, text } = await rendered;
  const name = props.firstName;
  return {
    subject: subject.replaceAll(NAME, name).replaceAll(NAME_UPPER, name.toUpperCase()),
    html: html.replaceAll(NAME, escapeHtml(name)).replaceAll(NAME_UPPER, escapeHtml(name.toUpperCase())),
    text: text.replaceAll(NAME, name).replaceAll(NAME_UPPER, name.toUpperCase()),
  };
}
