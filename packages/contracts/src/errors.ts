import { z } from 'zod';

/** Every error the API answers has this one shape. `errors` lists every problem in plain words. */
export const ErrorCodeSchema = z.enum([
  'bad_request',
  'validation_failed',
  'unauthorized',
  'token_expired',
  'forbidden',
  /** An operator's write with a sign-in older than 12 hours: sign in again (docs/decisions/0016-back-office.md). */
  'reauth_required',
  'not_found',
  'conflict',
  /** A price publish whose difference was worked out against a catalogue that has changed since: look again. */
  'catalog_changed',
  'rate_limited',
  'payload_too_large',
  'service_unavailable',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: ErrorCodeSchema,
  errors: z.array(z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
