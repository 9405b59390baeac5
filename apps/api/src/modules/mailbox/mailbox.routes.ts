import type { FastifyPluginAsync, FastifyReply, onSendHookHandler } from 'fastify';
import type { Database } from '../../db/client';
import { createMailbox, MailboxQuerySchema } from './mailbox.service';
import { HTML_PART_POLICY, PAGE_POLICY } from './mailbox-html';
import { listPage, MAILBOX_PATH, messagePage, notFoundPage } from './mailbox-pages';

type IdParams = { Params: { id: string } };

/** Pages for people, not the API: kept out of the OpenAPI document. */
const hidden = { schema: { hide: true } };

/**
 * The demo mailbox at /dev/mailbox (outside /api/v1): the e-mails kept instead of sent, as
 * server-rendered pages without a script. Registered only when mail goes to the mailbox, so
 * anywhere else the path is unknown.
 */
export const mailboxRoutes =
  ({ db }: { db: Database }): FastifyPluginAsync =>
  async (app) => {
    const mailbox = createMailbox(db);

    app.get(MAILBOX_PATH, hidden, async (request, reply) => {
      const listing = await mailbox.list(MailboxQuerySchema.parse(request.query ?? {}));
      return sendPage(reply, 200, listPage(listing));
    });

    app.get<IdParams>(`${MAILBOX_PATH}/:id`, hidden, async (request, reply) => {
      const message = await mailbox.find(request.params.id);
      if (!message) return sendPage(reply, 404, notFoundPage());
      return sendPage(reply, 200, messagePage(message));
    });

    app.get<IdParams>(`${MAILBOX_PATH}/:id/html`, { ...hidden, onSend: allowFramingBySelf }, async (request, reply) => {
      const message = await mailbox.find(request.params.id);
      if (!message) return sendPage(reply, 404, notFoundPage());
      return reply
        .status(200)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', HTML_PART_POLICY)
        .send(message.html);
    });
  };

/**
 * The security headers refuse every frame (X-Frame-Options: DENY); the HTML part is shown in a
 * frame of our own message page, so this route alone allows its own origin. A route's hooks run
 * after the root's, so this has the last word; its CSP already says frame-ancestors 'self'.
 */
const allowFramingBySelf: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  done(null, payload);
};

function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', PAGE_POLICY)
    .send(body);
}
