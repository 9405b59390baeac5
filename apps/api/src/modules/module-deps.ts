import type { AppConfig } from '../config/config';
import type { Database } from '../db/client';
import type { Integrations } from '../integrations/create-integrations';
import type { AuthGuards } from './auth/require-auth';
import type { TokenService } from './auth/token-service';

/** What every module's routes are built from: the database, settings, outside services and the auth guards. */
export type ModuleDeps = {
  db: Database;
  config: AppConfig;
  integrations: Integrations;
  tokens: TokenService;
  guards: AuthGuards;
};
