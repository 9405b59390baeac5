import { SERVER_ERROR_MESSAGES } from '@arx/contracts/server-errors';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages as spanishShell } from '../locales/es.po';
import { internalError } from '../testing/refusals';
import { server } from '../testing/server';
import { ApiError, apiRequest } from './api-client';
import { i18nFor, setPageLocale } from './i18n/catalogs';

async function refusal(path: string): Promise<ApiError> {
  const error = await apiRequest(path).catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("the API's general failure words", () => {
  beforeAll(() => i18nFor('es').load('es', spanishShell));
  afterEach(() => setPageLocale('en'));

  it('come in English on an English page, as the API sent them', async () => {
    server.use(http.get('*/api/v1/anything', () => internalError()));
    const error = await refusal('/anything');
    expect(error.status).toBe(500);
    expect(error.message).toBe(SERVER_ERROR_MESSAGES.internal);
    expect(error.body?.message).toBe(SERVER_ERROR_MESSAGES.internal);
  });

  it('come in Spanish on a Spanish page, in the error and its body alike', async () => {
    setPageLocale('es');
    server.use(http.get('*/api/v1/anything', () => internalError()));
    const error = await refusal('/anything');
    expect(error.message).toBe('Algo salió mal de nuestro lado. Inténtelo de nuevo.');
    expect(error.body).toEqual({ code: 'internal', message: 'Algo salió mal de nuestro lado. Inténtelo de nuevo.' });
  });

  it("leave a feature's own message for the feature to translate, and keep the rest of the body", async () => {
    setPageLocale('es');
    server.use(
      http.get('*/api/v1/anything', () =>
        Response.json(
          { code: 'validation_failed', message: 'Please fix the following errors', errors: ['x'] },
          { status: 400 },
        ),
      ),
    );
    const error = await refusal('/anything');
    expect(error.body).toEqual({
      code: 'validation_failed',
      message: 'Please fix the following errors',
      errors: ['x'],
    });
  });
});
