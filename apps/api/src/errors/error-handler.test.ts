import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/boom', async () => handler());
  app.post('/echo', async (request) => request.body);
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('answers an unexpected failure with a generic 500 that leaks no detail', async () => {
    const app = await appWith(() => {
      throw new Error('connection to db-internal-7:5432 refused; password=hunter2');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal', message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('db-internal');
  });

  it('passes an AppError through with its status, code, message and errors', async () => {
    const app = await appWith(() => {
      throw new AppError('conflict', 'You already have an active subscription', ['one', 'two']);
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      message: 'You already have an active subscription',
      errors: ['one', 'two'],
    });
  });

  it('answers a body over the limit with 413 in plain words', async () => {
    const app = await appWith(() => null);
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', message: 'The request body is too large' });
  });
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), { code: 'ECONNREFUSED' })],
    ['a connection that timed out', new Error('timeout exceeded when trying to connect')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['the server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'a statement timeout',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
  ])('answers %s with a fast 503 in plain words, wrapped or not', async (_what, cause) => {
    // Drizzle wraps the driver's error, with the query's parameters in its message.
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: 1999-04-01'), {
      query: 'select 1',
      params: ['1999-04-01'],
      cause,
    });
    for (const error of [cause, wrapped]) {
      const app = await appWith(() => {
        throw error;
      });
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({
        code: 'service_unavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
    }
  });

  it("keeps a failed query's parameters out of the log and the answer", async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw Object.assign(new Error('Failed query: update memberships set dob = $1\nparams: 1999-04-01'), {
        query: 'update memberships set dob = $1',
        params: ['1999-04-01'],
        cause: Object.assign(new Error('value too long'), {
          code: '22001',
          detail: 'Failing row contains (1999-04-01)',
        }),
      });
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    const logged = lines.join('');
    expect(logged).toContain('update memberships set dob = $1');
    expect(logged).toContain('22001');
    expect(logged).not.toContain('1999-04-01');
    expect(res.body).not.toContain('1999-04-01');
  });
});
