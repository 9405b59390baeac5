import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded setup on port 3000', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      database: { kind: 'pglite', dataDir: path.resolve('/srv/app', '.data') },
      webDistDir: null,
      seedOnStart: true,
    });
  });

  it('switches to PostgreSQL with DATABASE_URL and follows PORT in APP_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/club', PORT: '8080' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/club', poolSize: 10 });
    expect(config.appUrl).toBe('http://localhost:8080');
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(4);
    expect((error as ConfigError).message).toContain('DATABASE_URL must start with postgres://');
  });
});
