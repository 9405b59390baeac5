import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { envelope: { from: string; to: string[] }; auth: string | null; mail: ParsedMail };

/**
 * A real SMTP server for tests: it speaks SMTP (greeting, AUTH, DATA) like a mail provider and
 * keeps each message parsed, so a test asserts what arrived (headers, both parts, links), not what
 * we meant to send. Credentials are required when `auth` is given.
 */
export async function startSmtpSink(options: { auth?: { user: string; pass: string } } = {}) {
  const received: ReceivedMail[] = [];
  let refuseNext = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !options.auth,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) {
        return callback(null, { user: auth.username });
      }
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      if (refuseNext > 0) {
        refuseNext -= 1;
        stream.resume();
        const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
        return stream.on('end', () => callback(error));
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            auth: typeof session.user === 'string' ? session.user : null,
            mail,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    received,
    /** The next `count` messages are refused with a temporary 451, as a busy server does. */
    refuseNext(count: number) {
      refuseNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
