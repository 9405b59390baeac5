import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './token-service';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const claims = { user_id: 7, email: 'ana@example.com', workos_id: 'user_local_7', name: 'Ana', sid: null };

describe('token service: verified tokens are remembered, their expiry is not', () => {
  afterEach(() => vi.restoreAllMocks());
  const service = () => createTokenService({ secret: SECRET, issuer: 'http://localhost:3000', ttlSeconds: 60 });

  it('when a token verified before has since expired, then it is refused as expired', async () => {
    const tokens = service();
    const { token, exp } = await tokens.issue(claims);
    expect((await tokens.verify(token)).user_id).toBe(7);
    expect((await tokens.verify(token)).user_id).toBe(7);
    vi.spyOn(Date, 'now').mockReturnValue(exp * 1000);
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'token_expired' });
  });

  it('when a token differs from a verified one by its signature, then it is still refused', async () => {
    const tokens = service();
    const { token } = await tokens.issue(claims);
    await tokens.verify(token);
    const [header, payload] = token.split('.');
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'arx-app+jwt' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const tampered = `${header}.${payload}.${forged.split('.')[2]}`;
    await expect(tokens.verify(tampered)).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('when a verified token is read, then its claims cannot be changed for the next request', async () => {
    const tokens = service();
    const { token } = await tokens.issue(claims);
    const first = await tokens.verify(token);
    expect(() => {
      (first as { user_id: number }).user_id = 8;
    }).toThrow();
    expect((await tokens.verify(token)).user_id).toBe(7);
  });
});
