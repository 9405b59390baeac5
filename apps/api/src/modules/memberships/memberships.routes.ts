import {
  ErrorCodeSchema,
  ErrorResponseSchema,
  IdParamSchema,
  MembershipListResponseSchema,
  MembershipResponseSchema,
  PrimaryProfilePayloadSchema,
  type UpdateProfileResponse,
  UpdateProfileResponseSchema,
  UserProfileResponseSchema,
} from '@arx/contracts';
import { FIX_ERRORS_MESSAGE } from '@arx/contracts/member-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimited } from '../../security/rate-limit';
import { caller } from '../auth';
import type { ModuleDeps } from '../module-deps';
import {
  completePrimaryProfile,
  getMembership,
  getPrimaryMembership,
  listMemberships,
  userProfile,
} from './memberships.service';

const tags = ['memberships'];

/**
 * An empty request is an empty form: it gets the six "is required" messages like any other
 * incomplete profile, rather than a message about the body's shape.
 */
const ProfileBodySchema = PrimaryProfilePayloadSchema.partial().nullish();

/**
 * A refused profile answers like a saved one (success, errors, membership: what the form reads)
 * plus the app's error code; a malformed body keeps the app's usual error shape.
 */
const ProfileRefusedSchema = UpdateProfileResponseSchema.extend({ code: ErrorCodeSchema }).or(ErrorResponseSchema);

/** The card holder's cards and profile (docs/product.md §7); every route reads the caller's household only. */
export const membershipsRoutes =
  ({ db, config, integrations, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireAuth);

    app.get('/memberships', { schema: { tags, response: { 200: MembershipListResponseSchema } } }, async (request) => ({
      memberships: await listMemberships(db, caller(request).user_id),
    }));

    app.get(
      '/memberships/primary',
      { schema: { tags, response: { 200: MembershipResponseSchema } } },
      async (request) => ({ membership: await getPrimaryMembership(db, caller(request).user_id) }),
    );

    app.get(
      '/memberships/:id',
      { schema: { tags, params: IdParamSchema, response: { 200: MembershipResponseSchema } } },
      async (request) => ({ membership: await getMembership(db, caller(request).user_id, request.params.id) }),
    );

    app.get(
      '/users/membership',
      { schema: { tags, response: { 200: MembershipResponseSchema } } },
      async (request) => ({ membership: await getPrimaryMembership(db, caller(request).user_id) }),
    );

    app.patch(
      '/memberships/update_profile',
      {
        onRequest: rateLimited('profileUpdate'),
        schema: {
          tags,
          body: ProfileBodySchema,
          response: { 200: UpdateProfileResponseSchema, 400: ProfileRefusedSchema },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const result = await completePrimaryProfile(db, caller(request).user_id, body?.profile ?? {}, body?.time_zone);
        if (!result.ok) {
          const refused: UpdateProfileResponse & { code: 'validation_failed' } = {
            success: false,
            message: FIX_ERRORS_MESSAGE,
            code: 'validation_failed',
            errors: result.errors,
            membership: null,
          };
          return reply.status(400).send(refused);
        }
        return { success: true, message: 'Profile completed', errors: [], membership: result.membership };
      },
    );

    app.get('/users/profile', { schema: { tags, response: { 200: UserProfileResponseSchema } } }, async (request) =>
      userProfile({ db, config, payments: integrations.payments }, caller(request).user_id, (error) =>
        request.log.warn({ err: error }, 'billing details unavailable; profile served without them'),
      ),
    );
  };
