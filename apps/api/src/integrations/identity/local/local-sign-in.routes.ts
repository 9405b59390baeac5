import { isLocale, LOCALES } from '@arx/contracts/locales';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Locale, requestLocale } from '../../../lib/i18n/languages';
import { rateLimited } from '../../../security/rate-limit';
import type { LocalIdentityProvider } from './local-identity-provider';
import { invalidSignInLinkText, renderSignInPage, type SignInFormError } from './local-sign-in-page';

const FormSchema = z.object({
  state: z.string().min(1).max(200),
  redirect_uri: z.string().max(500),
  screen_hint: z.enum(['sign-in', 'sign-up']).catch('sign-in'),
  email: z.string().trim().max(254).default(''),
  name: z.string().trim().max(100).default(''),
  // The page's language, carried by the form so a re-render keeps it.
  lang: z.enum(LOCALES).optional().catch(undefined),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The page's language: the one its form carried, then its `lang` parameter (the language of the
 * page the visitor left, when its address named one: local-identity-provider.ts), then the
 * visitor's saved choice (the `arx_locale` cookie).
 */
function pageLocale(request: FastifyRequest, posted?: unknown): Locale {
  if (isLocale(posted)) return posted;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(fromQuery)) return fromQuery;
  return requestLocale(request);
}

function refuseLink(reply: FastifyReply, locale: Locale) {
  return reply
    .status(400)
    .header('content-language', locale)
    .type('text/plain; charset=utf-8')
    .send(invalidSignInLinkText(locale));
}

/** The local provider's page: GET shows the form, POST signs in and returns with a code. */
export const localSignInRoutes =
  (provider: LocalIdentityProvider): FastifyPluginAsync =>
  async (app) => {
    await app.register(formbody, { bodyLimit: 8 * 1024 });
    const action = '/api/v1/auth/local/authorize';

    app.get('/auth/local/authorize', async (request, reply) => {
      const locale = pageLocale(request);
      const query = FormSchema.partial().safeParse(request.query);
      const state = query.success ? (query.data.state ?? '') : '';
      const redirectUri = query.success ? (query.data.redirect_uri ?? '') : '';
      // Only our own callback: this page must not become an open redirect.
      if (!state || redirectUri !== provider.callbackUrl) return refuseLink(reply, locale);
      const screenHint = query.success ? (query.data.screen_hint ?? 'sign-in') : 'sign-in';
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderSignInPage({ locale, action, state, redirectUri, screenHint }));
    });

    // Past the limit a browser posted this form: the page comes back with the message, not JSON.
    const signInLimit = rateLimited('signInForm', {
      respond: (request, reply) => {
        const form = FormSchema.partial().safeParse(request.body);
        const fields = form.success ? form.data : {};
        return reply
          .status(429)
          .type('text/html; charset=utf-8')
          .send(
            renderSignInPage({
              locale: pageLocale(request, fields.lang),
              action,
              state: fields.state ?? '',
              redirectUri: fields.redirect_uri ?? '',
              screenHint: fields.screen_hint ?? 'sign-in',
              email: fields.email,
              name: fields.name,
              errors: ['too_many_attempts'],
            }),
          );
      },
    });

    app.post('/auth/local/authorize', { preHandler: signInLimit }, async (request, reply) => {
      const form = FormSchema.safeParse(request.body);
      const posted = (request.body as Record<string, unknown> | undefined)?.lang;
      if (!form.success || form.data.redirect_uri !== provider.callbackUrl) {
        return refuseLink(reply, pageLocale(request, posted));
      }
      const { state, redirect_uri, screen_hint, email, name, lang } = form.data;
      const errors: SignInFormError[] = [];
      if (!email) errors.push('email_required');
      else if (!EMAIL.test(email)) errors.push('email_invalid');
      if (errors.length > 0) {
        return reply
          .status(422)
          .type('text/html; charset=utf-8')
          .send(
            renderSignInPage({
              locale: pageLocale(request, lang),
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
