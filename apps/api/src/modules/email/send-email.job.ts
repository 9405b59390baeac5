import type { Database } from '../../db/client';
import { sentEmails } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import type { JobRecord } from '../jobs';
import { type ComposeDeps, composeEmail } from './compose-email';
import type { EmailJobPayload } from './email-jobs';

export type SendEmailDeps = ComposeDeps & { mailer: Mailer };

/**
 * Sends one queued e-mail: composed from the records as they are now, handed to the mail
 * transport under the job's key (its Message-ID), then recorded as sent. A crash after the
 * transport took it and before the job is marked done sends it again with the same Message-ID
 * (docs/decisions/0015-lifecycle-jobs-and-email.md); the record keeps one row.
 */
export function sendEmailHandler(deps: SendEmailDeps) {
  return async (job: JobRecord): Promise<void> => {
    const payload = job.payload as EmailJobPayload;
    const composed = await composeEmail(deps, payload);
    if (!composed) return;
    const { to, email } = composed;
    await deps.mailer.send({
      to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      idempotencyKey: job.key,
      kind: payload.template,
    });
    await recordSent(deps.db, {
      userId: payload.userId,
      kind: payload.template,
      jobKey: job.key,
      toAddress: to,
      subject: email.subject,
      transport: deps.mailer.name,
    });
  };
}

async function recordSent(db: Database, row: typeof sentEmails.$inferInsert) {
  await db.insert(sentEmails).values(row).onConflictDoNothing({ target: sentEmails.jobKey });
}
