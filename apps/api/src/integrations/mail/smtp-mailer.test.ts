import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { SmtpMailer } from './smtp-mailer';

describe('SmtpMailer: real SMTP through nodemailer', () => {
  let sink: SmtpSink;
  let mailer: SmtpMailer;

  beforeAll(async () => {
    sink = await startSmtpSink({ auth: { user: 'club', pass: 's3cret pass' } });
    mailer = new SmtpMailer({ url: sink.url, from: 'ARX Savings Club <members@club.example>' });
  });
  afterAll(async () => {
    await mailer?.close();
    await sink?.close();
  });

  it('delivers both parts with the From, To, Subject and a Message-ID made from the job key', async () => {
    await mailer.send({
      to: 'dana@example.com',
      subject: 'Welcome to ARX Savings Club',
      html: '<p>Your member ID is <strong>ARX-000001-01</strong>. <a href="http://localhost:3000/dashboard">Open your dashboard</a></p>',
      text: 'Your member ID is ARX-000001-01.\n\nOpen your dashboard: http://localhost:3000/dashboard',
      idempotencyKey: 'welcome:17',
      kind: 'welcome',
    });
    expect(sink.received).toHaveLength(1);
    const [{ envelope, auth, mail }] = sink.received as [(typeof sink.received)[number]];
    expect(auth).toBe('club');
    expect(envelope).toEqual({ from: 'members@club.example', to: ['dana@example.com'] });
    expect(mail.from?.value).toEqual([{ name: 'ARX Savings Club', address: 'members@club.example' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : null).toBe('dana@example.com');
    expect(mail.subject).toBe('Welcome to ARX Savings Club');
    expect(mail.messageId).toBe('<welcome:17@club.example>');
    expect(mail.headers.get('x-arx-kind')).toBe('welcome');
    expect(mail.text).toContain('Open your dashboard: http://localhost:3000/dashboard');
    expect(mail.html).toContain('<a href="http://localhost:3000/dashboard">Open your dashboard</a>');
  });

  it('sends the same Message-ID again for the same job key, so a resend after a crash can be recognised', async () => {
    const message = {
      to: 'a@example.com',
      subject: 'S',
      html: '<p>x</p>',
      text: 'x',
      idempotencyKey: 'receipt:in_1',
      kind: 'receipt',
    };
    await mailer.send(message);
    await mailer.send(message);
    const ids = sink.received.slice(-2).map((received) => received.mail.messageId);
    expect(ids).toEqual(['<receipt:in_1@club.example>', '<receipt:in_1@club.example>']);
  });

  it('fails the send when the server refuses the message, so the job is retried', async () => {
    sink.refuseNext(1);
    await expect(
      mailer.send({ to: 'b@example.com', subject: 'S', html: '<p>x</p>', text: 'x', idempotencyKey: 'k:1', kind: 'k' }),
    ).rejects.toThrow(/451|temporarily unavailable/i);
  });

  it('fails with wrong credentials instead of sending', async () => {
    const wrong = new SmtpMailer({
      url: `smtp://club:wrong@127.0.0.1:${sink.port}`,
      from: 'ARX Savings Club <members@club.example>',
    });
    const before = sink.received.length;
    await expect(
      wrong.send({ to: 'c@example.com', subject: 'S', html: '<p>x</p>', text: 'x', idempotencyKey: 'k:2', kind: 'k' }),
    ).rejects.toThrow(/Invalid username or password|535|auth/i);
    await wrong.close();
    expect(sink.received.length).toBe(before);
  });

  it('finishes the sends handed over before it closes, and starts again when used after', async () => {
    const own = new SmtpMailer({ url: sink.url, from: 'ARX Savings Club <members@club.example>' });
    const before = sink.received.length;
    const message = (n: number) => ({
      to: `d${n}@example.com`,
      subject: 'S',
      html: '<p>x</p>',
      text: 'x',
      idempotencyKey: `close:${n}`,
      kind: 'k',
    });
    const sends = [1, 2, 3].map((n) => own.send(message(n)));
    await own.close();
    await Promise.all(sends);
    expect(sink.received.length).toBe(before + 3);
    await own.send(message(4));
    await own.close();
    expect(sink.received.at(-1)?.mail.messageId).toBe('<close:4@club.example>');
  });
});
