import {
  BookmarkListResponseSchema,
  BookmarkResponseSchema,
  BookmarkStateResponseSchema,
  CreateBookmarkRequestSchema,
  IdParamSchema,
} from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../auth';
import type { ModuleDeps } from '../module-deps';
import {
  addBookmark,
  bookmarkState,
  listBookmarks,
  removeBookmark,
  removeBookmarkOfMedication,
  toggleBookmark,
} from './bookmarks.service';

const tags = ['bookmarks'];

/** The caller's own bookmarks only: the member is always the token's user, never a request field. */
export const bookmarksRoutes =
  ({ db, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireAuth);

    app.get('/bookmarks', { schema: { tags, response: { 200: BookmarkListResponseSchema } } }, async (request) => ({
      bookmarks: await listBookmarks(db, caller(request).user_id),
    }));

    app.post(
      '/bookmarks',
      {
        schema: {
          tags,
          body: CreateBookmarkRequestSchema,
          response: { 200: BookmarkResponseSchema, 201: BookmarkResponseSchema },
        },
      },
      async (request, reply) => {
        const { bookmark, created } = await addBookmark(db, caller(request).user_id, request.body.medication_id);
        return reply.status(created ? 201 : 200).send({ bookmark });
      },
    );

    app.delete(
      '/bookmarks/:id',
      { schema: { tags, params: IdParamSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await removeBookmark(db, caller(request).user_id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/bookmarks/medication/:id',
      { schema: { tags, params: IdParamSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await removeBookmarkOfMedication(db, caller(request).user_id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/bookmarks/check/:id',
      { schema: { tags, params: IdParamSchema, response: { 200: BookmarkStateResponseSchema } } },
      async (request) => bookmarkState(db, caller(request).user_id, request.params.id),
    );

    app.post(
      '/bookmarks/toggle/:id',
      { schema: { tags, params: IdParamSchema, response: { 200: BookmarkStateResponseSchema } } },
      async (request) => toggleBookmark(db, caller(request).user_id, request.params.id),
    );
  };
