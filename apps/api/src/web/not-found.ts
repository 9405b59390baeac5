import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors/error-body';
import { sendIndex } from './serve-web';

/**
 * What no route answers: an API path gets the error shape (404 `not_found`); any other GET or
 * HEAD gets the web app's index.html when the app is served, so its router shows the page or its
 * own "not found".
 */
export function registerNotFound(
  app: FastifyInstance,
  { apiPrefix, indexHtml }: { apiPrefix: string; indexHtml: Buffer | null },
) {
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`) || request.url.startsWith('/api/');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(reply, indexHtml);
    }
    return sendError(reply, 'not_found', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
  });
}
