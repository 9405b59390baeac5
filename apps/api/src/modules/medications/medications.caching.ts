import {
  MedicationListResponseSchema,
  MedicationPageResponseSchema,
  MedicationResponseSchema,
  MedicationSearchResponseSchema,
} from '@arx/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  answeredNotModified,
  encodeBody,
  isPublicRequest,
  negotiateEncoding,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  sendEncoded,
  sendJsonText,
  weakEtag,
} from '../../lib/http-cache';
import type { CatalogIndex } from './search-index/catalog-index';

/** Part of every ETag, so a release that changes an answer's shape never matches an old tag. */
const ANSWER_FORMAT = weakEtag(
  JSON.stringify(
    [
      MedicationListResponseSchema,
      MedicationResponseSchema,
      MedicationSearchResponseSchema,
      MedicationPageResponseSchema,
    ].map((s) => z.toJSONSchema(s)),
  ),
);

/**
 * These answers differ per member (is_bookmarked), so no shared cache may hand one member's
 * answer to another or to a visitor.
 */
export function varyByCaller(reply: FastifyReply): void {
  reply.header('vary', 'Authorization');
}

/**
 * Sets the caching headers; true when a 304 went out. A visitor's answer depends only on the
 * catalogue version and the query, so it is public and revalidated by ETag; a member's is private.
 */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  catalogVersion: number | undefined,
  ...answer: (string | number)[]
): boolean {
  if (!isPublicRequest(request)) {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return false;
  }
  if (catalogVersion === undefined) {
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return false;
  }
  return answeredNotModified(request, reply, weakEtag(ANSWER_FORMAT, catalogVersion, ...answer));
}

/**
 * Answers from the index: a visitor's answer is the same for every visitor for one catalogue
 * version, so it is made and compressed once per query and encoding, then kept with the index
 * (304 when the client holds it); a member's is made for them and private. False when the index
 * cannot make it and the database must answer.
 */
export async function sendFromIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  index: CatalogIndex,
  key: string,
  make: (userId: number | null) => Promise<Buffer | null> | Buffer | null,
): Promise<boolean> {
  if (!isPublicRequest(request)) {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    const json = await make(request.auth?.user_id ?? null);
    if (json) sendJsonText(reply, json);
    return json !== null;
  }
  return sendSharedFromIndex(request, reply, index, key, () => make(null));
}

/**
 * An answer from the index that is the same for every caller, signed in or not (a medication
 * page: no bookmarks in it): made and compressed once per key and encoding for the catalogue
 * version, public, 304 when the client holds it. False when `make` gives null.
 */
export async function sendSharedFromIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  index: CatalogIndex,
  key: string,
  make: () => Promise<Buffer | null> | Buffer | null,
): Promise<boolean> {
  const etag = weakEtag(ANSWER_FORMAT, index.version, key);
  if (answeredNotModified(request, reply, etag)) return true;
  const encoding = negotiateEncoding(request);
  const cacheKey = `${encoding ?? 'identity'} ${key}`;
  let body = index.answers.get(cacheKey);
  if (!body) {
    const json = await make();
    if (!json) {
      // The database answers; the tag names an index answer, so it must not go with it.
      reply.removeHeader('etag');
      return false;
    }
    body = encodeBody(json, encoding);
    index.answers.set(cacheKey, body);
  }
  sendEncoded(reply, body);
  return true;
}
