import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/config';

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

export function loggerOptions(config: Pick<AppConfig, 'logLevel'>, stream?: LogStream): FastifyServerOptions['logger'] {
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
