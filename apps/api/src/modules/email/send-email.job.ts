import type { Database } from '../../db/client';
import { sentEmails } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import type { JobRecord, SettlingJobHandler } from '../jobs';
import { type ComposeDeps, composeEmail } from './compose-email';
import type { EmailJobPayload } from './email-jobs';
import { createRecipientLoader } from './recipients';

export type SendEmailDeps = Omit<ComposeDeps, 'recipients'> & { mailer: Mailer };

type SentEmail = typeof sentEmails.$inferInsert;

/**
 * Sends one queued e-mail: composed from the records as they are now, handed to the mail
 * transport under the job's key (its Message-ID), then recorded as sent when the runner marks
 * the batch done (docs/decisions/0015-lifecycle-jobs-and-email.md). A crash after the transport
 * took it and before that record sends it again with the same Message-ID; the record keeps one row.
 */
export function sendEmailHandler(deps: SendEmailDeps): SettlingJobHandler<SentEmail | null> {
  const composeDeps: ComposeDeps = { ...deps, recipients: createRecipientLoader(deps.db) };
  return {
    async run(job: JobRecord): Promise<SentEmail | null> {
      const payload = job.payload as EmailJobPayload;
      const composed = await composeEmail(composeDeps, payload);
      if (!composed) return null;
      const { to, email } = composed;
      await deps.mailer.send({
        to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        idempotencyKey: job.key,
        kind: payload.template,
      });
      return {
        userId: payload.userId,
        kind: payload.template,
        jobKey: job.key,
        toAddress: to,
        subject: email.subject,
        transport: deps.mailer.name,
      };
    },
    async settle(tx: Database, finished): Promise<void> {
      const rows = finished.flatMap(({ result }) => (result ? [result] : []));
      if (rows.length === 0) return;
      await tx.insert(sentEmails).values(rows).onConflictDoNothing({ target: sentEmails.jobKey });
    },
  };
}
