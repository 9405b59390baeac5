import type { PassUpdaters } from './pass-updates';

/**
 * With development credentials a pass installs on no phone (development-credentials.ts), so no
 * wallet holds one to tell: Apple's push has no device, Google has no object. The refresh job
 * still runs its whole course (tests give it recording updaters instead).
 */
export const developmentPassUpdates: PassUpdaters = {
  apple: { notify: async () => ({ gone: [] }) },
  google: { update: async () => 'missing' },
};
