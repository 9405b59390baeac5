import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import { SIGN_IN_MESSAGES } from '@arx/contracts/sign-in-messages';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogs as authErrorCatalogs } from '../../app/routes/auth-error';
import { readToken } from '../../lib/auth-token';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { onSpanishPage } from '../../testing/spanish-page';

/** Every message the API can put on the sign-in error screen, and its Spanish. */
const API_MESSAGES = [
  [SIGN_IN_MESSAGES.codeRefused, 'Este enlace para iniciar sesión venció o ya se usó. Vuelva a iniciar sesión.'],
  [SIGN_IN_MESSAGES.notVerified, 'No se pudo verificar su inicio de sesión. Inténtelo de nuevo.'],
  [
    SIGN_IN_MESSAGES.emailNotVerified,
    'Verifique su dirección de correo electrónico con el servicio de inicio de sesión y luego vuelva a iniciar sesión.',
  ],
  [SIGN_IN_MESSAGES.linkNotValid, 'Ese enlace para iniciar sesión no es válido. Empiece de nuevo.'],
  [RATE_LIMIT_MESSAGES.signIn, 'Demasiados intentos de inicio de sesión. Espere un minuto e inténtelo de nuevo.'],
] as const;

/** A code of the shape the API issues (32 random bytes in base64url). */
const SIGN_IN_CODE = 'c'.repeat(43);

describe('a sign-in that fails on a Spanish page', () => {
  onSpanishPage(...authErrorCatalogs);

  describe('trading the code', () => {
    let location: ReturnType<typeof mockLocation>;
    beforeEach(() => {
      location = mockLocation();
    });
    afterEach(() => {
      location.restore();
      window.history.replaceState(null, '', '/');
    });

    it.each([
      ['refused (400)', 400, 'bad_request', SIGN_IN_MESSAGES.codeRefused],
      ['rate limited (429)', 429, 'rate_limited', RATE_LIMIT_MESSAGES.signIn],
    ] as const)(
      'when the exchange is %s, then the visitor goes to the Spanish error screen with the API’s message',
      async (_case, status, code, message) => {
        server.use(http.post('*/api/v1/auth/token', () => HttpResponse.json({ code, message }, { status })));
        window.history.replaceState(null, '', `/es/billing?tab=invoices&code=${SIGN_IN_CODE}`);
        renderRoute(`/billing?tab=invoices&code=${SIGN_IN_CODE}`);
        await waitFor(() => expect(location.replace).toHaveBeenCalledTimes(1));
        const target = new URL(location.replace.mock.calls[0]?.[0] as string, 'http://localhost');
        expect(target.pathname).toBe('/es/auth/error');
        expect(Object.fromEntries(target.searchParams)).toEqual({
          error: 'login_failed',
          redirect: '/es/billing?tab=invoices',
          message,
        });
        expect(readToken()).toBeNull();
      },
    );
  });

  it.each(API_MESSAGES)('the error screen shows "%s" in Spanish', async (message, spanish) => {
    renderRoute(`/auth/error?error=login_failed&message=${encodeURIComponent(message)}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('No se pudo iniciar sesión');
    expect(screen.getByText(spanish)).toBeInTheDocument();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('the error screen shows a plain message it does not know as it came', async () => {
    renderRoute(`/auth/error?error=login_failed&message=${encodeURIComponent('Your session timed out.')}`);
    expect(await screen.findByText('Your session timed out.')).toBeInTheDocument();
  });
});

describe('a sign-in that fails on an English page', () => {
  it.each(API_MESSAGES)('the error screen shows "%s" as the API wrote it', async (message) => {
    renderRoute(`/auth/error?error=login_failed&message=${encodeURIComponent(message)}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sign-in failed');
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
