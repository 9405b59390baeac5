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
});
