import type { Env, Problem } from './env-schema';

/**
 * A PostgreSQL deployment needs the secrets every instance must share: the embedded default
 * generates them into DATA_DIR, which a second instance does not see.
 */
export function sharedSecretProblems(e: Env): Problem[] {
  const problems: Problem[] = [];
  if (e.DATABASE_URL && !e.AUTH_TOKEN_SECRET) {
    problems.push({
      path: ['AUTH_TOKEN_SECRET'],
      message: 'required with DATABASE_URL so every instance verifies the same tokens (npm run secret prints one)',
    });
  }
  if (e.DATABASE_URL && !e.DATA_ENCRYPTION_KEYS) {
    problems.push({
      path: ['DATA_ENCRYPTION_KEYS'],
      message: 'required with DATABASE_URL so every instance reads the same encrypted dates of birth and addresses',
    });
  }
  return problems;
}
