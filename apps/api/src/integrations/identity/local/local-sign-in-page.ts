import { createHash } from 'node:crypto';
import type { InEachLanguage, Locale } from '../../../lib/i18n/languages';

/** Server-rendered sign-in page of the local provider. No scripts; every value escaped. */
const STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f0fdfa; color: #0f172a; margin: 0; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem 1.5rem; box-shadow: 0 1px 3px #0002; }
  .banner { background: #fef3c7; color: #78350f; border-radius: 8px; padding: .6rem .8rem; font-size: .85rem; margin-bottom: 1.25rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  p.lead { color: #334155; margin: 0 0 1.25rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
  input { width: 100%; box-sizing: border-box; font-size: 1rem; padding: .7rem .8rem; border: 1px solid #64748b; border-radius: 8px; }
  input:focus { outline: 3px solid #0f766e; outline-offset: 1px; }
  button { margin-top: 1.5rem; width: 100%; min-height: 44px; font-size: 1rem; font-weight: 700; color: #fff; background: #0f766e; border: 0; border-radius: 8px; cursor: pointer; }
  button:hover { background: #115e59; }
  .error { background: #fef2f2; color: #991b1b; border-left: 4px solid #dc2626; padding: .5rem .8rem; border-radius: 6px; }
  .error p { margin: .25rem 0; font-weight: 600; }
  small { color: #475569; }
`;

/**
 * The page's only inline code is this stylesheet; the Content-Security-Policy allows it by
 * hash (security/security-headers.ts), so no page needs 'unsafe-inline'.
 */
export const SIGN_IN_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** What the form can be refused for; each has its words in every language. */
export type SignInFormError = 'email_required' | 'email_invalid' | 'too_many_attempts';

type SignInWords = {
  signIn: string;
  signUp: string;
  banner: string;
  lead: string;
  fixThese: string;
  email: string;
  name: string;
  nameHint: string;
  submit: string;
  invalidLink: string;
  errors: Record<SignInFormError, string>;
};

const WORDS: InEachLanguage<SignInWords> = {
  en: {
    signIn: 'Sign in',
    signUp: 'Create your account',
    banner: 'Demo sign-in: this built-in page stands in for the hosted sign-in provider.',
    lead: 'ARX Savings Club: prescription savings membership, not insurance.',
    fixThese: 'Please fix the following:',
    email: 'Email',
    name: 'Name',
    nameHint: 'Your name is printed on your savings card.',
    submit: 'Continue',
    invalidLink: 'This sign-in link is not valid. Go back to the site and start again.',
    errors: {
      email_required: 'Email is required',
      email_invalid: 'Enter a valid email address, such as name@example.com',
      too_many_attempts: 'Too many sign-in attempts. Please wait a minute and try again.',
    },
  },
  es: {
    signIn: 'Iniciar sesión',
    signUp: 'Cree su cuenta',
    banner: 'Inicio de sesión de demostración: esta página sustituye al servicio de inicio de sesión real.',
    lead: 'ARX Savings Club: una membresía de ahorro en medicamentos recetados. Esto no es un seguro.',
    fixThese: 'Corrija lo siguiente:',
    email: 'Correo electrónico',
    name: 'Nombre',
    nameHint: 'Su nombre aparece impreso en su tarjeta de ahorro.',
    submit: 'Continuar',
    invalidLink: 'Este enlace para iniciar sesión no es válido. Vuelva al sitio y empiece de nuevo.',
    errors: {
      email_required: 'Escriba su correo electrónico.',
      email_invalid: 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
      too_many_attempts: 'Demasiados intentos de inicio de sesión. Espere un minuto e inténtelo de nuevo.',
    },
  },
};

/** The answer to a link that did not come from our own sign-in start (plain text). */
export function invalidSignInLinkText(locale: Locale): string {
  return WORDS[locale].invalidLink;
}

export function renderSignInPage(input: {
  locale: Locale;
  action: string;
  state: string;
  redirectUri: string;
  screenHint: string;
  email?: string;
  name?: string;
  errors?: SignInFormError[];
}): string {
  const words = WORDS[input.locale];
  const title = input.screenHint === 'sign-up' ? words.signUp : words.signIn;
  const errors = input.errors?.length
    ? `<div class="error" role="alert"><p>${words.fixThese}</p><ul>${input.errors.map((e) => `<li>${escapeHtml(words.errors[e])}</li>`).join('')}</ul></div>`
    : '';
  return `<!doctype html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}: ARX Savings Club</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <div class="banner" role="status">${words.banner}</div>
  <h1>${title}</h1>
  <p class="lead">${words.lead}</p>
  ${errors}
  <form method="post" action="${escapeHtml(input.action)}" novalidate>
    <input type="hidden" name="state" value="${escapeHtml(input.state)}">
    <input type="hidden" name="redirect_uri" value="${escapeHtml(input.redirectUri)}">
    <input type="hidden" name="screen_hint" value="${escapeHtml(input.screenHint)}">
    <input type="hidden" name="lang" value="${input.locale}">
    <label for="email">${words.email}</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email ?? '')}">
    <label for="name">${words.name}</label>
    <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(input.name ?? '')}">
    <small>${words.nameHint}</small>
    <button type="submit">${words.submit}</button>
  </form>
</main>
</body>
</html>`;
}
