import type { ErrorCode, ErrorResponse } from '@arx/contracts';
import type { FastifyReply } from 'fastify';
import { STATUS_BY_CODE } from './app-error';

/**
 * Sends the one shape every failure answers with, `{message, code, errors?}`
 * (docs/architecture.md §3). The status is the code's own unless the caller knows a more exact
 * one (Fastify's own 4xx such as 414 or 415 keep theirs).
 */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  options: { errors?: string[]; status?: number } = {},
): FastifyReply {
  const body: ErrorResponse = { message, code };
  if (options.errors) body.errors = options.errors;
  return reply.status(options.status ?? STATUS_BY_CODE[code]).send(body);
}
