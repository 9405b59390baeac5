import { IdParamSchema, UpdateUserRequestSchema, UserListResponseSchema, UserResponseSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { rateLimited } from '../../security/rate-limit';
import { caller, findUserById, toUser } from '../auth';
import type { ModuleDeps } from '../module-deps';
import { updateUserName } from './users.repository';

const tags = ['users'];

/**
 * Users as the caller may see them: only themselves. Another user's id answers 404, the same
 * as an id that does not exist, so ids reveal nothing.
 */
export const usersRoutes =
  ({ db, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireAuth);

    app.get('/users', { schema: { tags, response: { 200: UserListResponseSchema } } }, async (request) => {
      const user = await findUserById(db, caller(request).user_id);
      return { users: user ? [toUser(user)] : [] };
    });

    app.get(
      '/users/:id',
      { schema: { tags, params: IdParamSchema, response: { 200: UserResponseSchema } } },
      async (request) => {
        if (request.params.id !== caller(request).user_id) throw AppError.notFound('User');
        const user = await findUserById(db, request.params.id);
        if (!user) throw AppError.notFound('User');
        return { user: toUser(user) };
      },
    );

    app.put(
      '/users/:id',
      {
        schema: { tags, params: IdParamSchema, body: UpdateUserRequestSchema, response: { 200: UserResponseSchema } },
        onRequest: rateLimited('profileUpdate'),
      },
      async (request) => {
        if (request.params.id !== caller(request).user_id) throw AppError.notFound('User');
        const user = await updateUserName(db, request.params.id, request.body.user.name);
        if (!user) throw AppError.notFound('User');
        return { user: toUser(user) };
      },
    );
  };
