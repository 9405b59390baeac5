import type { ErrorResponse } from '@arx/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

/**
 * One place turns every failure into `{message, code, errors?}`. Validation problems list each
 * message in plain words; unknown errors become a generic 500 whose detail stays in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorResponse = { message: error.message, code: error.code };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => issue.message ?? 'Invalid value');
      const body: ErrorResponse = {
        message: errors.length === 1 ? (errors[0] as string) : 'The request has invalid values',
        code: 'validation_failed',
        errors,
      };
      return reply.status(400).send(body);
    }

    // Errors Fastify raises itself before a route runs (malformed JSON, wrong content type,
    // oversized body) carry a 4xx status and a safe message.
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const body: ErrorResponse = {
        message: clientMessage(error, status),
        code: status === 413 ? 'payload_too_large' : status === 429 ? 'rate_limited' : 'bad_request',
      };
      return reply.status(status).send(body);
    }

    request.log.error({ err: error }, 'unhandled error');
    const body: ErrorResponse = { message: 'Something went wrong on our side. Please try again.', code: 'internal' };
    return reply.status(500).send(body);
  });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return status === 404 ? 'Not found' : 'The request could not be understood';
  }
}
