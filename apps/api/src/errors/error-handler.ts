import { SERVER_ERROR_MESSAGES } from '@arx/contracts/server-errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { sendError } from './error-body';

/**
 * One place turns every failure into `{message, code, errors?}`. Validation problems list each
 * message in plain words; unknown errors become a generic 500 whose detail stays in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.code, error.message, { errors: error.errors });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => issue.message ?? 'Invalid value');
      const message = errors.length === 1 ? (errors[0] as string) : 'The request has invalid values';
      return sendError(reply, 'validation_failed', message, { errors });
    }

    // Errors Fastify raises itself before a route runs (malformed JSON, wrong content type,
    // oversized body) carry a 4xx status and a safe message.
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'payload_too_large' : status === 429 ? 'rate_limited' : 'bad_request';
      return sendError(reply, code, clientMessage(error, status), { status });
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ cause: rootCause(error) }, 'the database is unavailable');
      return sendError(reply.header('retry-after', '2'), 'service_unavailable', SERVER_ERROR_MESSAGES.unavailable);
    }

    request.log.error(logFields(error), 'unhandled error');
    return sendError(reply, 'internal', SERVER_ERROR_MESSAGES.internal);
  });
}

/** Socket-level failures: the database (or another service) cannot be reached right now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that mean "not now" rather than "wrong": connection exceptions (class 08), the
 * server shutting down or starting up, too many connections, and a statement cancelled by the
 * statement timeout.
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|57014)$/;

/** What node-postgres and its pool say when a connection cannot be made or was lost. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
];

/** The error and what it wraps (Drizzle wraps the driver's error as `cause`). */
function* causeChain(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    yield current as Record<string, unknown>;
    if (current instanceof AggregateError) yield* current.errors.flatMap((inner) => [...causeChain(inner)]);
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the failure is the database being unreachable or overloaded, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causeChain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code)) return true;
    const message = typeof link.message === 'string' ? link.message : '';
    if (DRIVER_MESSAGES.some((known) => message.startsWith(known))) return true;
  }
  return false;
}

function rootCause(error: unknown): { code?: unknown; message?: unknown } {
  const links = [...causeChain(error)];
  const root = links[links.length - 1] ?? {};
  return { code: root.code, message: root.message };
}

/**
 * Drizzle's error message lists the query's parameters, which may be a member's date of birth
 * or search; the log gets the query text and the driver's error without them.
 */
function logFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error) || !('params' in error) || !('query' in error)) return { err: error };
  const cause = error.cause as Record<string, unknown> | undefined;
  return {
    failedQuery: {
      query: error.query,
      stack: error.stack
        ?.split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n'),
      cause: cause && { message: cause.message, code: cause.code, constraint: cause.constraint, table: cause.table },
    },
  };
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    // The JSON parser refuses prototype-pollution keys with the same error as broken JSON.
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON, or it uses a forbidden key ("__proto__" or "constructor.prototype")';
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
