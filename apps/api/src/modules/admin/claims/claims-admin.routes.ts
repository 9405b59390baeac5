import {
  AdminClaimsImportRequestSchema,
  AdminClaimsImportResponseSchema,
  AdminClaimsImportsResponseSchema,
  CLAIMS_IMPORT_MAX_BYTES,
} from '@arx/contracts/admin';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors/app-error';
import type { ModuleDeps } from '../../module-deps';
import { type operatorGuards, operatorOf } from '../operator-guards';
import { importClaims, listClaimsImports } from './claims-import.service';

const tags = ['admin'];

/**
 * The file travels as a JSON string: escaping can double it (each newline and quote becomes two
 * bytes), so the body may be up to twice the file's limit; the contract then caps the text.
 */
const IMPORT_BODY_LIMIT = 2 * CLAIMS_IMPORT_MAX_BYTES + 64 * 1024;
const TOO_LARGE = `The file is too large: a claims file may be at most ${CLAIMS_IMPORT_MAX_BYTES / 1024 / 1024} MB.`;

/** The card processor's claims file: import it into members' savings ledgers, and the history of imports. */
export const claimsImportRoutes =
  ({ db }: ModuleDeps, operators: ReturnType<typeof operatorGuards>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/claims/imports',
      { schema: { tags, response: { 200: AdminClaimsImportsResponseSchema } } },
      async () => listClaimsImports(db),
    );

    app.post(
      '/admin/claims/imports',
      {
        preHandler: operators.requireRecentSignIn,
        bodyLimit: IMPORT_BODY_LIMIT,
        // Fastify's own message for an oversized body says nothing of the file's limit.
        errorHandler: (error: FastifyError) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('payload_too_large', TOO_LARGE);
          throw error;
        },
        schema: {
          tags,
          body: AdminClaimsImportRequestSchema,
          response: { 200: AdminClaimsImportResponseSchema, 422: AdminClaimsImportResponseSchema },
        },
      },
      async (request, reply) => {
        // The club's calendar day in UTC: a US fill's date is never after it.
        const today = new Date().toISOString().slice(0, 10);
        const { status, body } = await importClaims(db, operatorOf(request), request.body, today);
        return reply.code(status).send(body);
      },
    );
  };
