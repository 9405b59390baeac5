// The public pages as a browser asks for them: one request timed to the last byte of its body
// (as sent, compressed or not), and what the HTML holds (server-rendered content, or the web
// app's empty shell that only JavaScript fills in).
import http from 'node:http';
import zlib from 'node:zlib';

/** The medication page the bench measures: /drugs/<medicationSlug('Atorvastatin')>, in its catalogue. */
export const MEDICATION_PAGE = '/drugs/atorvastatin';
export const MEDICATION_NAME = 'Atorvastatin';

/** What Chromium sends when it navigates to a page (the server compresses the HTML for it). */
export const NAVIGATION_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
  'upgrade-insecure-requests': '1',
  'user-agent': 'arx-bench (autocannon)',
};

/** The same, minus zstd: the answers this process reads itself must be ones Node can decode. */
export const READ_HEADERS = { ...NAVIGATION_HEADERS, 'accept-encoding': 'gzip, deflate, br' };

/** A page with fewer visible characters than this in its <body> is treated as not server-rendered. */
export const MIN_RENDERED_TEXT = 200;

function decode(encoding, raw) {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return raw;
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(raw);
    case 'br':
      return zlib.brotliDecompressSync(raw);
    case 'deflate':
      return zlib.inflateSync(raw);
    default:
      throw new Error(`the answer is encoded as ${encoding}, which this bench cannot decode`);
  }
}

/**
 * One GET on a new connection (no keep-alive agent): status, headers, the body as sent and
 * decoded, the time to the first byte of the answer and to the last byte of its body (ms).
 */
export function get(origin, path, headers = READ_HEADERS, { timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(new URL(path, origin), { headers, agent: false }, (response) => {
      const firstByteMs = performance.now() - started;
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const totalMs = performance.now() - started;
        const raw = Buffer.concat(chunks);
        let body;
        try {
          body = decode(response.headers['content-encoding'], raw);
        } catch (error) {
          reject(error);
          return;
        }
        resolve({
          path,
          status: response.statusCode,
          headers: response.headers,
          contentType: response.headers['content-type'] ?? '',
          encoding: response.headers['content-encoding'] ?? null,
          sentBytes: raw.length,
          bytes: body.length,
          body,
          firstByteMs,
          totalMs,
        });
      });
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no complete answer within ${timeoutMs / 1000} s`)));
    request.on('error', reject);
  });
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function textOf(html) {
  return html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (entity, name) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a page's HTML shows before any script runs: its title, first <h1> and the visible text
 * of its <body>. The web app's shell (index.html: an empty <div id="root">) has none.
 */
export function pageFacts(html) {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html.replace(/<head\b[\s\S]*?<\/head>/i, '');
  const text = textOf(body);
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(body);
  return {
    title: textOf(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '') || null,
    h1: h1 ? textOf(h1[1]) : null,
    textChars: text.length,
    text,
    serverRendered: text.length >= MIN_RENDERED_TEXT,
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Checks a page's answer is a server-rendered HTML page (and, for a medication page, names its
 * medication). `misses` empty: it is; `text` says what was found either way.
 */
export function inspectPage(answer, { mustName } = {}) {
  const misses = [];
  const html = Buffer.isBuffer(answer.body) ? answer.body.toString('utf8') : String(answer.body);
  if (!/^text\/html/i.test(answer.contentType)) misses.push(`content-type ${answer.contentType || 'none'}, not HTML`);
  const facts = pageFacts(html);
  if (!facts.serverRendered) {
    misses.push(
      `not server-rendered (${facts.textChars} characters of text in its <body>: the web app's empty shell?)`,
    );
  }
  if (mustName && !facts.text.toLowerCase().includes(mustName.toLowerCase())) {
    misses.push(`the page does not name ${mustName}`);
  }
  const gzip = zlib.gzipSync(Buffer.from(html), { level: 9 }).length;
  const described =
    `HTML ${kB(Buffer.byteLength(html))} (${kB(gzip)} gzip -9), ` +
    `${facts.textChars.toLocaleString('en-US')} characters of text` +
    (facts.h1 ? `, h1 "${facts.h1.slice(0, 60)}"` : ', no h1');
  return {
    status: answer.status,
    contentType: answer.contentType,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzip,
    title: facts.title,
    h1: facts.h1,
    textChars: facts.textChars,
    serverRendered: facts.serverRendered,
    misses,
    text: misses.length === 0 ? `server-rendered: ${described}` : `${misses.join('; ')}; ${described}`,
  };
}
