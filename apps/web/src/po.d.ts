// A message catalogue, compiled by the Lingui Vite plugin (lib/i18n/catalogs.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
