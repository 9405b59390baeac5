import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * Public catalogue answers (plans, FAQs, medications) may be kept by browsers and shared caches
 * for 30 seconds and then revalidated with their ETag: a price changed by an import shows within
 * a minute at most, counting the seconds an instance takes to notice it.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30';
/** A member's answer (bookmarks flagged) is theirs alone and never stored. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A weak validator: the same parts always give the same tag, on every instance. */
export function weakEtag(...parts: (string | number)[]): string {
  return `W/"${createHash('sha1').update(parts.join('\u0000')).digest('base64url').slice(0, 22)}"`;
}

/** Whether If-None-Match names this tag (weak comparison, RFC 9110 §13.1.2). */
export function clientHasCurrent(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** A visitor: no Authorization at all, so a shared cache may keep and share the answer. */
export function isPublicRequest(request: FastifyRequest): boolean {
  return request.headers.authorization === undefined;
}

/**
 * Marks a public answer cacheable and answers 304 when the client already holds it. Returns
 * true when the 304 went out and the handler must not send a body.
 */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (!clientHasCurrent(request, etag)) return false;
  reply.code(304).send();
  return true;
}

/** Encodings we compress with ourselves, in the order app.ts gives @fastify/compress. */
export type ContentEncoding = 'br' | 'gzip';
/** Below this, answers go out as they are (@fastify/compress's threshold in app.ts). */
const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send: br, else gzip, when Accept-Encoding allows it (q > 0); else none. */
export function negotiateEncoding(request: FastifyRequest): ContentEncoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim() === 'x-gzip' ? 'gzip' : name.trim(), q ? Number(q.slice(2)) : 1);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.get(encoding) ?? accepted.get('*') ?? 0;
    if (q > 0) return encoding;
  }
  return null;
}

/** Bytes ready to send, compressed when worth it. */
export type EncodedBody = { bytes: Buffer; encoding: ContentEncoding | null };

export function encodeBody(body: Buffer, encoding: ContentEncoding | null): EncodedBody {
  if (encoding === null || body.length < COMPRESS_FROM_BYTES) return { bytes: body, encoding: null };
  // Brotli at quality 4, @fastify/compress's default: a fraction of 11's cost for most of its gain.
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(body);
  return { bytes, encoding };
}

/** Sends JSON bytes already compressed (or not) here; @fastify/compress leaves them alone. */
export function sendEncoded(reply: FastifyReply, body: EncodedBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (body.encoding !== null) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    reply.header('content-encoding', body.encoding);
  }
  return reply.send(body.bytes);
}

/** A public answer serialised once, as the route's response schema would, and its validator. */
export type JsonAnswer = { json: Buffer; etag: string; encoded: Map<ContentEncoding | null, EncodedBody> };

export function jsonAnswer<S extends z.ZodType>(schema: S, value: z.output<S>): JsonAnswer {
  const json = JSON.stringify(z.encode(schema, value));
  return { json: Buffer.from(json), etag: weakEtag(json), encoded: new Map() };
}

/** Answers 304 when the client holds it, else the answer compressed once per encoding. */
export function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  if (answeredNotModified(request, reply, answer.etag)) return reply;
  const encoding = negotiateEncoding(request);
  let body = answer.encoded.get(encoding);
  if (!body) {
    body = encodeBody(answer.json, encoding);
    answer.encoded.set(encoding, body);
  }
  return sendEncoded(reply, body);
}

/** Sends JSON text made elsewhere as is (the route's serializer would encode it again). */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
