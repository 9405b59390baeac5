import type { AppConfig } from '../config/config';
import type { Database } from '../db/client';
import type { Integrations } from '../integrations/create-integrations';
import type { AuthGuards } from './auth/require-auth';
import type { TokenService } from './auth/token-service';
import type { MedicationCatalog } from './medications';

/**
 * What every module's routes are built from: the database, settings, outside services, the auth
 * guards, and the catalogue in memory (made once by the app, as the sitemap answers from it too).
 */
export type ModuleDeps = {
  db: Database;
  config: AppConfig;
  integrations: Integrations;
  tokens: TokenService;
  guards: AuthGuards;
  medicationCatalog: MedicationCatalog;
};
