/** What SmtpMailer and its worker thread (smtp-worker.ts) say to each other. */
export type SmtpWorkerSettings = { url: string; from: string; requireTls: boolean; maxConnections: number };

export type SmtpWorkerMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  kind: string;
};

export type SmtpWorkerRequest = { type: 'send'; id: number; message: SmtpWorkerMessage } | { type: 'close' };

export type SmtpWorkerReply =
  | { type: 'sent'; id: number }
  | { type: 'failed'; id: number; error: string }
  | { type: 'closed' };
