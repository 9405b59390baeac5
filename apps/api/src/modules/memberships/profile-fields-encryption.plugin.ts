import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { type ProfileFieldEncryption, startProfileFieldEncryption } from './profile-fields-rotation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The start-up pass that brings every stored date of birth and address under the current key. */
    fieldEncryption: ProfileFieldEncryption;
  }
}

/**
 * Refuses to start when a row is encrypted under a key the keyring lacks, then re-encrypts
 * older rows in the background; closing the app stops the pass between batches.
 */
export const profileFieldsEncryptionPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Database }) => {
    const fieldEncryption = await startProfileFieldEncryption(db, app.dataKeyring, app.log);
    app.decorate('fieldEncryption', fieldEncryption);
    app.addHook('onClose', () => fieldEncryption.stop());
  },
  { name: 'arx-profile-fields-encryption', fastify: '5.x', dependencies: ['arx-data-keyring'] },
);
