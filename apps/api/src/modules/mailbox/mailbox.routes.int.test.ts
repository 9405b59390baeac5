import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailboxMessages } from '../../db/schema';
import { registerSecurityHeaders } from '../../security/security-headers';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { mailboxRoutes } from './index';

const HTML_PART_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; sandbox; frame-ancestors 'self'";

describe('the demo mailbox pages at /dev/mailbox', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sequence = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = Fastify();
    // As in the app: the security headers on the root, for every answer.
    registerSecurityHeaders(app, { appUrl: 'http://localhost:3000' });
    await app.register(mailboxRoutes({ db: database.db }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.db.delete(mailboxMessages);
  });

  async function storeMessage(overrides: Partial<typeof mailboxMessages.$inferInsert> = {}) {
    sequence++;
    const [row] = await database.db
      .insert(mailboxMessages)
      .values({
        messageId: `<welcome:${sequence}@localhost>`,
        kind: 'welcome',
        toAddress: `member${sequence}@example.com`,
        fromAddress: 'ARX Savings Club <members@localhost>',
        subject: `Welcome ${sequence}`,
        html: '<p>Welcome to the club.</p>',
        text: 'Welcome to the club.',
        ...overrides,
      })
      .returning();
    return row!;
  }

  const get = (url: string) => app.inject({ method: 'GET', url });

  /** The list's rows as "to | subject | kind | received", in page order. */
  function rowsOf(body: string): string[] {
    const tbody = /<tbody>([\s\S]*)<\/tbody>/.exec(body)?.[1] ?? '';
    return [...tbody.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
      [...(row[1] as string).matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)]
        .map((cell) => (cell[1] as string).replace(/<[^>]+>/g, '').trim())
        .join(' | '),
    );
  }

  it('when nothing was sent yet, then the list says how to make the first e-mail', async () => {
    const res = await get('/dev/mailbox');

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('No e-mails yet. Sign up for a plan and the welcome e-mail appears here.');
    expect(res.body).not.toContain('<table');
    expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('when e-mails were kept, then the list shows them newest first with To, Subject, Kind and the UTC time, each linking to its page', async () => {
    const older = await storeMessage({
      toAddress: 'dana@example.com',
      subject: 'Welcome to ARX Savings Club',
      createdAt: new Date('2025-03-04T14:05:09Z'),
    });
    const newer = await storeMessage({
      toAddress: 'lee@example.com',
      subject: 'Your receipt',
      kind: 'receipt',
      createdAt: new Date('2025-03-05T08:00:00Z'),
    });

    const res = await get('/dev/mailbox');

    expect(rowsOf(res.body)).toEqual([
      'lee@example.com | Your receipt | receipt | 2025-03-05 08:00',
      'dana@example.com | Welcome to ARX Savings Club | welcome | 2025-03-04 14:05',
    ]);
    expect(res.body).toContain(`<a href="/dev/mailbox/${newer.id}">Your receipt</a>`);
    expect(res.body).toContain(`<a href="/dev/mailbox/${older.id}">Welcome to ARX Savings Club</a>`);
    expect(res.body).toContain('<th scope="col">Received (UTC)</th>');
    // The list and message pages run no script and may not be framed.
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; /);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when filtered with ?to=, then only that exact address is listed, whatever its case', async () => {
    await storeMessage({ toAddress: 'Dana@Example.com', subject: 'For Dana' });
    await storeMessage({ toAddress: 'dana@example.com.au', subject: 'Not Dana' });
    await storeMessage({ toAddress: 'xdana@example.com', subject: 'Not Dana either' });

    const res = await get('/dev/mailbox?to=DANA%40example.com');

    expect(rowsOf(res.body).map((row) => row.split(' | ')[1])).toEqual(['For Dana']);
    expect(res.body).toContain('value="DANA@example.com"');
    expect(res.body).toContain('<a href="/dev/mailbox">Show all e-mails</a>');

    const none = await get('/dev/mailbox?to=nobody%40example.com');
    expect(none.body).toContain('No e-mails to nobody@example.com yet.');
  });

  it('when there are more than 50, then they are paged 50 at a time, the filter kept', async () => {
    for (let i = 0; i < 51; i++) {
      await storeMessage({ toAddress: 'pat@example.com', createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) });
    }
    await storeMessage({ toAddress: 'someone-else@example.com' });

    const first = await get('/dev/mailbox?to=pat%40example.com');
    expect(rowsOf(first.body)).toHaveLength(50);
    expect(first.body).toContain('href="/dev/mailbox?to=pat%40example.com&#38;page=2">Older →</a>');
    expect(first.body).not.toContain('Newer');

    const second = await get('/dev/mailbox?to=pat%40example.com&page=2');
    expect(rowsOf(second.body)).toEqual([expect.stringContaining('2025-01-01 00:00')]);
    expect(second.body).toContain('href="/dev/mailbox?to=pat%40example.com">← Newer</a>');
    expect(second.body).not.toContain('Older');

    // A page number that makes no sense shows the first page.
    expect(rowsOf((await get('/dev/mailbox?to=pat%40example.com&page=-3')).body)).toHaveLength(50);
  });

  it('when a message is opened, then its headers, its HTML part in a sandboxed frame and its text part are shown', async () => {
    const message = await storeMessage({
      messageId: '<welcome:17@club.example>',
      toAddress: 'dana@example.com',
      fromAddress: 'ARX Savings Club <members@club.example>',
      subject: 'Welcome to ARX Savings Club',
      text: 'Your member ID is ARX-000001-01.\n\nOpen your dashboard: http://localhost:3000/dashboard.',
      createdAt: new Date('2025-03-04T14:05:09Z'),
    });

    const res = await get(`/dev/mailbox/${message.id}`);

    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<dt>From</dt><dd>ARX Savings Club &#60;members@club.example&#62;</dd>');
    expect(res.body).toContain('<dt>To</dt><dd>dana@example.com</dd>');
    expect(res.body).toContain('<dt>Subject</dt><dd>Welcome to ARX Savings Club</dd>');
    expect(res.body).toContain(
      '<dt>Date</dt><dd><time datetime="2025-03-04T14:05:09.000Z">2025-03-04 14:05:09 UTC</time></dd>',
    );
    expect(res.body).toContain('<dt>Message-ID</dt><dd>&#60;welcome:17@club.example&#62;</dd>');
    expect(res.body).toContain('<a href="/dev/mailbox">← All e-mails</a>');
    expect(res.body).toMatch(new RegExp(`<iframe sandbox src="/dev/mailbox/${message.id}/html" title="[^"]+"`));
    expect(res.body).toContain(
      '<pre>Your member ID is ARX-000001-01.\n\nOpen your dashboard: <a href="http://localhost:3000/dashboard">http://localhost:3000/dashboard</a>.</pre>',
    );
    // The page may frame our own HTML part, nothing else.
    expect(res.headers['content-security-policy']).toContain("frame-src 'self'");
  });

  it('when the HTML part is asked for, then it comes as it was rendered, under a policy that allows styles and images but no script, framed only by us', async () => {
    const message = await storeMessage({
      html: '<html><body style="margin:0"><img src="https://club.example/logo.png" alt="ARX"><p>Hi</p></body></html>',
    });

    const res = await get(`/dev/mailbox/${message.id}/html`);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(message.html);
    expect(res.headers['content-security-policy']).toBe(HTML_PART_POLICY);
    // Only this route may be framed, and only by our own pages.
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    '/dev/mailbox/999999',
    '/dev/mailbox/abc',
    '/dev/mailbox/0',
    '/dev/mailbox/1e3',
    '/dev/mailbox/-1',
    '/dev/mailbox/99999999999999999999',
    '/dev/mailbox/999999/html',
    '/dev/mailbox/abc/html',
  ])('when %s names no message, then it answers a 404 page', async (url) => {
    const res = await get(url);

    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>E-mail not found</h1>');
    expect(res.body).toContain('<a href="/dev/mailbox">Back to the mailbox</a>');
  });

  it('when a message carries markup in its subject, address or text, then no page runs it; its HTML part stays in the frame', async () => {
    const message = await storeMessage({
      toAddress: '"><img src=x onerror=alert(1)>@example.com',
      subject: '<script>alert("subject")</script>',
      kind: '<b>kind</b>',
      html: '<script>alert("html")</script><p>Hi</p>',
      text: '</pre><script>alert("text")</script> javascript:alert(1)',
    });

    const list = await get('/dev/mailbox');
    const page = await get(`/dev/mailbox/${message.id}`);
    const filtered = await get('/dev/mailbox?to=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');

    for (const res of [list, page, filtered]) {
      expect(res.body).not.toMatch(/<script|<img|<b>|onerror=alert[^&]*>/);
      expect(res.body).not.toContain('alert("html")');
    }
    expect(list.body).toContain('&#60;script&#62;alert(&#34;subject&#34;)&#60;/script&#62;');
    expect(page.body).toContain(
      '<pre>&#60;/pre&#62;&#60;script&#62;alert(&#34;text&#34;)&#60;/script&#62; javascript:alert(1)</pre>',
    );
    expect(filtered.body).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });
});
