import { createHash } from 'node:crypto';

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

export function renderSignInPage(input: {
  action: string;
  state: string;
  redirectUri: string;
  screenHint: string;
  email?: string;
  name?: string;
  errors?: string[];
}): string {
  const signUp = input.screenHint === 'sign-up';
  const title = signUp ? 'Create your account' : 'Sign in';
  const errors = input.errors?.length
    ? `<div class="error" role="alert"><p>Please fix the following:</p><ul>${input.errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}: ARX Savings Club</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <div class="banner" role="status">Demo sign-in: this built-in page stands in for the hosted sign-in provider.</div>
  <h1>${title}</h1>
  <p class="lead">ARX Savings Club: prescription savings membership, not insurance.</p>
  ${errors}
  <form method="post" action="${escapeHtml(input.action)}" novalidate>
    <input type="hidden" name="state" value="${escapeHtml(input.state)}">
    <input type="hidden" name="redirect_uri" value="${escapeHtml(input.redirectUri)}">
    <input type="hidden" name="screen_hint" value="${escapeHtml(input.screenHint)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email ?? '')}">
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(input.name ?? '')}">
    <small>Your name is printed on your savings card.</small>
    <button type="submit">Continue</button>
  </form>
</main>
</body>
</html>`;
}
