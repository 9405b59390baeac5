import type { RenderedEmail } from './render-email';

/**
 * Rendering an e-mail with React takes a few milliseconds, most of it writing the plain-text
 * part; a renewal sweep over a hundred thousand members would spend minutes on it. Members of
 * one sweep mostly differ only by first name (same plan, amount and renewal day), so each
 * template is rendered once per distinct set of the other props, with a placeholder for the
 * name, and the name is put in per message.
 *
 * This holds because the templates show dates at day precision in UTC (so dates are keyed by
 * their UTC day) and print the first name as it is, or upper-cased in a plain-text heading
 * (which the placeholder's case marks).
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

/** Dates become their UTC day, so two renewals on the same day share one rendering. */
function keyOf(props: object): string {
  return JSON.stringify(props, (_key, value) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value,
  );
}

export async function renderWithName<P extends { firstName: string }>(
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
