import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config';
import { useDataKeyring } from './encryption';
import { type Keyring, resolveKeyring } from './encryption-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** The keys dates of birth and addresses are encrypted with (docs/decisions/0010-encryption-at-rest.md). */
    dataKeyring: Keyring;
  }
}

/**
 * The data encryption keyring, resolved once at start (DATA_ENCRYPTION_KEYS, or the embedded
 * default's generated file) and made the one every encrypted read and write uses.
 */
export const dataKeyringPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const keyring = resolveKeyring(config);
    useDataKeyring(keyring);
    app.decorate('dataKeyring', keyring);
  },
  { name: 'arx-data-keyring', fastify: '5.x' },
);
