import {
  AddFamilyMemberRequestSchema,
  CompleteFamilyProfileRequestSchema,
  ErrorResponseSchema,
  type FamilyMemberResponse,
  FamilyMemberResponseSchema,
  FamilyMembersResponseSchema,
  IdParamSchema,
  UpdateFamilyMemberRequestSchema,
} from '@arx/contracts';
import { FIX_ERRORS_MESSAGE } from '@arx/contracts/member-messages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimited } from '../../security/rate-limit';
import { caller } from '../auth';
import type { ModuleDeps } from '../module-deps';
import {
  addFamilyMember,
  completeFamilyProfile,
  type FamilyRefusal,
  type FamilyResult,
  listFamilyMembers,
  removeFamilyMember,
  updateFamilyMember,
} from './family.service';

const tags = ['family'];

/**
 * An empty request is an empty form: it gets the "required" messages like any other incomplete
 * one, rather than a message about the body's shape.
 */
const AddBodySchema = AddFamilyMemberRequestSchema.partial().nullish();
const UpdateBodySchema = UpdateFamilyMemberRequestSchema.partial().nullish();
const ProfileBodySchema = CompleteFamilyProfileRequestSchema.partial().nullish();

const refused = { 400: FamilyMemberResponseSchema.or(ErrorResponseSchema), 422: FamilyMemberResponseSchema };

/**
 * A refusal answers like a success (success, errors, membership: what the forms read): 400 with
 * the app's validation code when a field is wrong, 422 when the household or plan does not
 * allow the change. A malformed body keeps the app's usual error shape.
 */
function sendRefusal(reply: FastifyReply, refusal: FamilyRefusal) {
  const body: FamilyMemberResponse =
    refusal.reason === 'invalid'
      ? {
          success: false,
          message: FIX_ERRORS_MESSAGE,
          code: 'validation_failed',
          errors: refusal.errors,
          membership: null,
        }
      : { success: false, message: refusal.errors.join(', '), errors: refusal.errors, membership: null };
  return reply.status(refusal.reason === 'invalid' ? 400 : 422).send(body);
}

function send(reply: FastifyReply, result: FamilyResult, status: 200 | 201, message: string) {
  if (!result.ok) return sendRefusal(reply, result);
  const body: FamilyMemberResponse = { success: true, message, errors: [], membership: result.membership };
  return reply.status(status).send(body);
}

/** The card holder's family (docs/product.md §6, §7): every route reads and writes the caller's household only. */
export const familyRoutes =
  ({ db, guards }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireAuth);
    const familyWrite = rateLimited('familyWrite');

    app.post(
      '/memberships',
      {
        schema: { tags, body: AddBodySchema, response: { 201: FamilyMemberResponseSchema, ...refused } },
        onRequest: familyWrite,
      },
      async (request, reply) => {
        const result = await addFamilyMember(db, caller(request).user_id, request.body?.membership ?? {});
        return send(reply, result, 201, 'Family member added');
      },
    );

    app.patch(
      '/memberships/:id',
      {
        onRequest: familyWrite,
        schema: {
          tags,
          params: IdParamSchema,
          body: UpdateBodySchema,
          response: { 200: FamilyMemberResponseSchema, ...refused },
        },
      },
      async (request, reply) => {
        const { user_id } = caller(request);
        const result = await updateFamilyMember(db, user_id, request.params.id, request.body?.membership ?? {});
        return send(reply, result, 200, 'Family member updated');
      },
    );

    app.delete(
      '/memberships/:id',
      {
        schema: { tags, params: IdParamSchema, response: { 204: z.null(), 422: FamilyMemberResponseSchema } },
        onRequest: familyWrite,
      },
      async (request, reply) => {
        const result = await removeFamilyMember(db, caller(request).user_id, request.params.id);
        if (result) return sendRefusal(reply, result);
        return reply.status(204).send(null);
      },
    );

    app.patch(
      '/memberships/:id/complete_profile',
      {
        onRequest: familyWrite,
        schema: {
          tags,
          params: IdParamSchema,
          body: ProfileBodySchema,
          response: { 200: FamilyMemberResponseSchema, ...refused },
        },
      },
      async (request, reply) => {
        const { user_id } = caller(request);
        const result = await completeFamilyProfile(db, user_id, request.params.id, request.body?.profile ?? {});
        return send(reply, result, 200, 'Profile completed');
      },
    );

    app.get(
      '/users/family_members',
      { schema: { tags, response: { 200: FamilyMembersResponseSchema } } },
      async (request) => listFamilyMembers(db, caller(request).user_id),
    );
  };
