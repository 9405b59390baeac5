// The email module's entry point: what other modules may use (docs/architecture.md §1).
export {
  EMAIL_JOB,
  type EmailJobPayload,
  type EmailTemplate,
  emailKeys,
  enqueueEmail,
  enqueueEmails,
} from './email-jobs';
export { type SendEmailDeps, sendEmailHandler } from './send-email.job';
