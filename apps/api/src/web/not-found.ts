import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors/error-body';
import type { SendPage } from './serve-web';

/**
 * What no route answers: an API path gets the error shape (404 `not_found`), and so does a
 * built file that is not there (a script of an earlier deploy: a page is no answer to it). Any
 * other GET or HEAD gets the web app's page when the app is served: server-rendered for a public
 * page, otherwise index.html, whose router shows the page or its own "not found".
 */
/** Where Vite puts the hashed files of a build. */
const BUILT_FILES_FOLDER = 'assets';

export function registerNotFound(
  app: FastifyInstance,
  { apiPrefix, sendPage }: { apiPrefix: string; sendPage: SendPage | null },
) {
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`) || request.url.startsWith('/api/');
    const isBuiltFile = request.url.startsWith(`/${BUILT_FILES_FOLDER}/`);
    if (isBuiltFile) return sendError(reply, 'not_found', `No such file: ${request.url.split('?')[0]}`);
    if (!isApi && sendPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(request, reply);
    }
    return sendError(reply, 'not_found', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
  });
}
