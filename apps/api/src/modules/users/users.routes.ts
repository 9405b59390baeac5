import {
  IdParamSchema,
  UpdateLocaleRequestSchema,
  UpdateLocaleResponseSchema,
  UpdateUserRequestSchema,
  UserListResponseSchema,
  UserResponseSchema,
} from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimited } from '../../security/rate-limit';
import { caller } from '../auth';
import type { ModuleDeps } from '../module-deps';
import { getUser, renameUser, setOwnLocale, visibleUsers } from './users.service';

const tags = ['users'];

/** Users as the caller may see them: only themselves (users.service.ts). */
export const usersRoutes =
  ({ db, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireAuth);

    app.get('/users', { schema: { tags, response: { 200: UserListResponseSchema } } }, async (request) => {
      return { users: await visibleUsers(db, caller(request).user_id) };
    });

    app.get(
      '/users/:id',
      { schema: { tags, params: IdParamSchema, response: { 200: UserResponseSchema } } },
      async (request) => {
        return { user: await getUser(db, caller(request).user_id, request.params.id) };
      },
    );

    app.put(
      '/users/:id',
      {
        schema: { tags, params: IdParamSchema, body: UpdateUserRequestSchema, response: { 200: UserResponseSchema } },
        onRequest: rateLimited('profileUpdate'),
      },
      async (request) => {
        return { user: await renameUser(db, caller(request).user_id, request.params.id, request.body.user.name) };
      },
    );

    // The web app sends the language of the member pages in use when it differs from the saved one.
    app.put(
      '/users/me/locale',
      {
        schema: { tags, body: UpdateLocaleRequestSchema, response: { 200: UpdateLocaleResponseSchema } },
        onRequest: rateLimited('profileUpdate'),
      },
      async (request) => {
        return setOwnLocale(db, caller(request).user_id, request.body.locale);
      },
    );
  };
