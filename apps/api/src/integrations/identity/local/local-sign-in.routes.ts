import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { rateLimited } from '../../../security/rate-limit';
import type { LocalIdentityProvider } from './local-identity-provider';
import { renderSignInPage } from './local-sign-in-page';

const FormSchema = z.object({
  state: z.string().min(1).max(200),
  redirect_uri: z.string().max(500),
  screen_hint: z.enum(['sign-in', 'sign-up']).catch('sign-in'),
  email: z.string().trim().max(254).default(''),
  name: z.string().trim().max(100).default(''),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The local provider's page: GET shows the form, POST signs in and returns with a code. */
export const localSignInRoutes =
  (provider: LocalIdentityProvider): FastifyPluginAsync =>
  async (app) => {
    await app.register(formbody, { bodyLimit: 8 * 1024 });
    const action = '/api/v1/auth/local/authorize';

    app.get('/auth/local/authorize', async (request, reply) => {
      const query = FormSchema.partial().safeParse(request.query);
      const state = query.success ? (query.data.state ?? '') : '';
      const redirectUri = query.success ? (query.data.redirect_uri ?? '') : '';
      // Only our own callback: this page must not become an open redirect.
      if (!state || redirectUri !== provider.callbackUrl) {
        return reply
          .status(400)
          .type('text/plain')
          .send('This sign-in link is not valid. Go back to the site and start again.');
      }
      const screenHint = query.success ? (query.data.screen_hint ?? 'sign-in') : 'sign-in';
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderSignInPage({ action, state, redirectUri, screenHint }));
    });

    // Past the limit a browser posted this form: the page comes back with the message, not JSON.
    const signInLimit = rateLimited('signInForm', {
      respond: (request, reply, message) => {
        const form = FormSchema.partial().safeParse(request.body);
        const fields = form.success ? form.data : {};
        return reply
          .status(429)
          .type('text/html; charset=utf-8')
          .send(
            renderSignInPage({
              action,
              state: fields.state ?? '',
              redirectUri: fields.redirect_uri ?? '',
              screenHint: fields.screen_hint ?? 'sign-in',
              email: fields.email,
              name: fields.name,
              errors: [message],
            }),
          );
      },
    });

    app.post('/auth/local/authorize', { preHandler: signInLimit }, async (request, reply) => {
      const form = FormSchema.safeParse(request.body);
      if (!form.success || form.data.redirect_uri !== provider.callbackUrl) {
        return reply
          .status(400)
          .type('text/plain')
          .send('This sign-in link is not valid. Go back to the site and start again.');
      }
      const { state, redirect_uri, screen_hint, email, name } = form.data;
      const errors: string[] = [];
      if (!email) errors.push('Email is required');
      else if (!EMAIL.test(email)) errors.push('Enter a valid email address, such as name@example.com');
      if (errors.length > 0) {
        return reply
          .status(422)
          .type('text/html; charset=utf-8')
          .send(
            renderSignInPage({
              action,
              state,
              redirectUri: redirect_uri,
              screenHint: screen_hint,
              email,
              name,
              errors,
            }),
          );
      }
      const code = await provider.issueCode(email.toLowerCase(), name || null);
      const target = new URL(provider.callbackUrl);
      target.searchParams.set('code', code);
      target.searchParams.set('state', state);
      return reply.redirect(target.toString(), 303);
    });
  };
