import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from '../config/config';
import { isInProcess } from './in-process-request';

/**
 * Sign-in codes travel once in a redirect URL (the provider's and ours, `code`), a stray or
 * old link may still carry `token`, and pass links carry theirs in the query (ticket) or the
 * path (/wallet_passes/shared/…); none may reach a log line. Nor does the id of an Apple
 * device's pass library, which Apple's pass web service calls carry in the path. Nor does
 * health data: a medication search (`search`, `q`) or the medication a page is about.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|session_id|ticket|search|q)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/drugs\/|\/medications\/pages\/)[^/?#]*/gi, '$1[redacted]')
    .replace(/(\/wallet_passes\/shared\/)[^/?#]*/gi, '$1[redacted]')
    .replace(/(\/wallet_passes\/service\/v1\/devices\/)[^/?#]*/gi, '$1[redacted]');
}

/** Where log lines go instead of stdout (tests read them back). */
export type LogStream = { write(line: string): void };

/**
 * Fastify's request lines, without those of the server renderer's in-process calls: the page
 * view that caused them has its own lines, and a page read twice an API answer would triple
 * them. Their failures are still logged.
 */
class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!isInProcess(request)) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || reply.statusCode >= 500 || !isInProcess(request))
      super.requestCompleted(error, request, reply, metadata);
  }
}

/** The server's logging options: the logger itself and its request lines. */
export function serverLogOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return { logger: loggerOptions(config, stream), logController: new RequestLogController() };
}

function loggerOptions(config: Pick<AppConfig, 'logLevel'>, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
    serializers: {
      req(request) {
        return { method: request.method, url: redactUrl(request.url), reqId: request.id };
      },
    },
  };
}
