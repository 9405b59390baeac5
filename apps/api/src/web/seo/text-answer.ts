import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type ContentEncoding,
  clientHasCurrent,
  type EncodedBody,
  encodeBody,
  negotiateEncoding,
  weakEtag,
} from '../../lib/http-cache';

/**
 * Crawlers fetch these a few times a day; an hour keeps them off the app while a new catalogue
 * still shows the same day. The ETag lets them revalidate for a 304.
 */
const CACHE_CONTROL = 'public, max-age=3600';

/** A text file made once (per catalogue version, for the sitemaps), compressed once per encoding. */
export type TextAnswer = {
  body: Buffer;
  contentType: string;
  etag: string;
  encoded: Map<ContentEncoding | null, EncodedBody>;
};

export function textAnswer(text: string, contentType: string): TextAnswer {
  const body = Buffer.from(text);
  return { body, contentType, etag: weakEtag(contentType, text), encoded: new Map() };
}

/** 304 when the client holds it; else the bytes, compressed here so @fastify/compress leaves them. */
export function sendTextAnswer(request: FastifyRequest, reply: FastifyReply, answer: TextAnswer): FastifyReply {
  reply.header('cache-control', CACHE_CONTROL).header('etag', answer.etag).header('vary', 'Accept-Encoding');
  if (clientHasCurrent(request, answer.etag)) return reply.code(304).send();
  const encoding = negotiateEncoding(request);
  let body = answer.encoded.get(encoding);
  if (!body) {
    body = encodeBody(answer.body, encoding);
    answer.encoded.set(encoding, body);
  }
  if (body.encoding !== null) reply.header('content-encoding', body.encoding);
  return reply.type(answer.contentType).send(body.bytes);
}
