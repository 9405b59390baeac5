import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { IN_PROCESS_HEADER, IN_PROCESS_MARK } from './in-process-request';
import { redactUrl, serverLogOptions } from './logger';

describe('redactUrl', () => {
  it('keeps a medication search out of the log', () => {
    expect(redactUrl('/api/v1/medications?limit=50&search=insulin&day_supply=30')).toBe(
      '/api/v1/medications?limit=50&search=[redacted]&day_supply=30',
    );
    expect(redactUrl('/api/v1/medications/search?q=metf&limit=10')).toBe(
      '/api/v1/medications/search?q=[redacted]&limit=10',
    );
    expect(redactUrl('/drug-pricing?search=atorvastatin&days=90')).toBe('/drug-pricing?search=[redacted]&days=90');
  });

  it('keeps the medication a page is about out of the log', () => {
    expect(redactUrl('/drugs/atorvastatin')).toBe('/drugs/[redacted]');
    expect(redactUrl('/api/v1/medications/pages/insulin-glargine?x=1')).toBe(
      '/api/v1/medications/pages/[redacted]?x=1',
    );
  });

  it('leaves other addresses as they are', () => {
    expect(redactUrl('/api/v1/faqs')).toBe('/api/v1/faqs');
    expect(redactUrl('/drug-pricing?days=90')).toBe('/drug-pricing?days=90');
  });
});

describe('request lines', () => {
  async function serverWithLog() {
    const lines: { msg: string; req?: { url: string } }[] = [];
    const app = Fastify(serverLogOptions({ logLevel: 'info' }, { write: (line) => lines.push(JSON.parse(line)) }));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('broken');
    });
    await app.ready();
    return { app, lines };
  }

  it("leave out the server renderer's in-process calls, but not a visitor's request with a made-up mark", async () => {
    const { app, lines } = await serverWithLog();
    await app.inject({ method: 'GET', url: '/ok', headers: { [IN_PROCESS_HEADER]: IN_PROCESS_MARK } });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/ok', headers: { [IN_PROCESS_HEADER]: 'guessed' } });
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
    await app.close();
  });

  it('keep the failures of in-process calls', async () => {
    const { app, lines } = await serverWithLog();
    const res = await app.inject({ method: 'GET', url: '/boom', headers: { [IN_PROCESS_HEADER]: IN_PROCESS_MARK } });
    expect(res.statusCode).toBe(500);
    expect(lines.map((line) => line.msg)).toContain('request completed');
    expect(lines.some((line) => /broken/.test(JSON.stringify(line)))).toBe(true);
    await app.close();
  });
});
