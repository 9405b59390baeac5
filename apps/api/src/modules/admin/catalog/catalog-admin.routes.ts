import {
  AdminCatalogDiscardResponseSchema,
  AdminCatalogPublishRequestSchema,
  AdminCatalogPublishResponseSchema,
  AdminCatalogUploadDetailSchema,
  AdminCatalogUploadRequestSchema,
  AdminCatalogUploadResponseSchema,
  AdminCatalogUploadsResponseSchema,
  AdminIdParamsSchema,
  CATALOG_UPLOAD_MAX_BYTES,
} from '@arx/contracts/admin';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors/app-error';
import type { ModuleDeps } from '../../module-deps';
import { type operatorGuards, operatorOf } from '../operator-guards';
import { publishUpload, rollbackToUpload } from './catalog-publish.service';
import {
  catalogUploadDetail,
  catalogUploadFile,
  discardUpload,
  listCatalogUploads,
  uploadCatalog,
} from './catalog-upload.service';

const tags = ['admin'];

/**
 * The file travels as a JSON string: escaping can double it (each newline and quote becomes two
 * bytes), so the body may be up to twice the file's limit; the contract then caps the text.
 */
const UPLOAD_BODY_LIMIT = 2 * CATALOG_UPLOAD_MAX_BYTES + 64 * 1024;
const TOO_LARGE = `The file is too large: a catalogue upload may be at most ${CATALOG_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;

/** "Catalogue June.csv" → a file name any browser accepts in a header, and the exact one for those that read filename*. */
function attachment(fileName: string): string {
  const plain = fileName.replace(/[^\w .()-]/g, '_');
  // RFC 5987 allows none of ' ( ) * unescaped, which encodeURIComponent leaves as they are.
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${plain}"; filename*=UTF-8''${exact}`;
}

/** Publishing prices: upload, preview, publish, history and roll back (catalog-*.service.ts). */
export const catalogAdminRoutes =
  ({ db }: ModuleDeps, operators: ReturnType<typeof operatorGuards>): FastifyPluginAsyncZod =>
  async (app) => {
    const write = { preHandler: operators.requireRecentSignIn };
    // Publishing changes what every visitor sees: it needs a sign-in from the last 30 minutes.
    const publishing = { preHandler: operators.requireFreshSignIn };

    app.get(
      '/admin/catalog/uploads',
      { schema: { tags, response: { 200: AdminCatalogUploadsResponseSchema } } },
      async () => listCatalogUploads(db),
    );

    app.post(
      '/admin/catalog/uploads',
      {
        ...write,
        bodyLimit: UPLOAD_BODY_LIMIT,
        // Fastify's own message for an oversized body says nothing of the file's limit.
        errorHandler: (error: FastifyError) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('payload_too_large', TOO_LARGE);
          throw error;
        },
        schema: {
          tags,
          body: AdminCatalogUploadRequestSchema,
          response: { 201: AdminCatalogUploadResponseSchema, 422: AdminCatalogUploadResponseSchema },
        },
      },
      async (request, reply) => {
        const { status, body } = await uploadCatalog(db, operatorOf(request), request.body);
        return reply.code(status).send(body);
      },
    );

    app.get(
      '/admin/catalog/uploads/:id',
      { schema: { tags, params: AdminIdParamsSchema, response: { 200: AdminCatalogUploadDetailSchema } } },
      async (request) => catalogUploadDetail(db, request.params.id),
    );

    app.get(
      '/admin/catalog/uploads/:id/csv',
      { schema: { tags, params: AdminIdParamsSchema } },
      async (request, reply) => {
        const { fileName, csv } = await catalogUploadFile(db, request.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachment(fileName))
          .send(csv);
      },
    );

    app.delete(
      '/admin/catalog/uploads/:id',
      {
        ...write,
        schema: { tags, params: AdminIdParamsSchema, response: { 200: AdminCatalogDiscardResponseSchema } },
      },
      async (request) => discardUpload(db, operatorOf(request), request.params.id),
    );

    // Publishing and rolling back take the same request: the version the operator's difference was computed against.
    for (const [action, run] of [
      ['publish', publishUpload],
      ['rollback', rollbackToUpload],
    ] as const) {
      app.post(
        `/admin/catalog/uploads/:id/${action}`,
        {
          ...publishing,
          schema: {
            tags,
            params: AdminIdParamsSchema,
            body: AdminCatalogPublishRequestSchema,
            response: { 200: AdminCatalogPublishResponseSchema },
          },
        },
        async (request) => run(db, operatorOf(request), request.params.id, request.body.expected_catalog_version),
      );
    }
  };
