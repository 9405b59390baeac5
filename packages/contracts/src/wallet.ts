import { z } from 'zod';
import { requestObject } from './request-body';
import { WALLET_PLATFORMS } from './wallet-rules';

const platformMessage = `platform must be one of ${WALLET_PLATFORMS.join(', ')}`;

/** ios, android or safari; anything else (including the detected "unknown") is a clear 400. */
export const WalletPlatformSchema = z.enum(WALLET_PLATFORMS, { error: platformMessage });

const membershipIdQuery = z.coerce
  .number({ error: 'membership_id must be a whole number' })
  .int({ error: 'membership_id must be a whole number' })
  .positive({ error: 'membership_id must be a positive whole number' });

/** GET /wallet_passes/eligibility: the card holder's own card unless membership_id names another. */
export const WalletEligibilityQuerySchema = z.object({ membership_id: membershipIdQuery.optional() });

/** docs/product.md §3 Wallet eligibility: eligible = active subscription + completed profile + card active. */
export const WalletEligibilityResponseSchema = z.object({
  eligible: z.boolean(),
  has_active_subscription: z.boolean(),
  membership_id: z.number().int().nullable(),
  /** Plain words for why not, when not eligible. */
  reason: z.string().nullable(),
});
export type WalletEligibilityResponse = z.infer<typeof WalletEligibilityResponseSchema>;

/** POST /wallet_passes */
export const CreateWalletPassBodySchema = requestObject(
  {
    platform: WalletPlatformSchema,
    membership_id: z
      .number({ error: 'membership_id must be a whole number' })
      .int({ error: 'membership_id must be a whole number' })
      .positive({ error: 'membership_id must be a positive whole number' })
      .optional(),
  },
  'The request body must be a JSON object with platform',
);
export type CreateWalletPassBody = z.infer<typeof CreateWalletPassBodySchema>;

export const CreateWalletPassResponseSchema = z.object({
  success: z.boolean(),
  platform: WalletPlatformSchema,
  membership_id: z.number().int(),
  /**
   * ios/safari: an absolute URL of GET /api/v1/wallet_passes/{id}/download carrying a short-lived
   * download ticket, so it also works in a pass frame or a new tab with no bearer token.
   * android: https://pay.google.com/gp/v/save/<JWT>.
   */
  pass_url: z.string(),
  /** When pass_url stops working (ISO 8601); the Google link is valid as long as its JWT. */
  expires_at: z.string(),
  message: z.string().optional(),
});
export type CreateWalletPassResponse = z.infer<typeof CreateWalletPassResponseSchema>;

/** GET /wallet_passes/{id}/download */
export const WalletPassDownloadParamsSchema = z.object({ id: membershipIdQuery });
export const WalletPassDownloadQuerySchema = z.object({
  platform: z.enum(['ios', 'safari'], { error: 'platform must be ios or safari for a .pkpass download' }),
  /** The ticket from pass_url; without it a bearer token is required. */
  ticket: z.string({ error: 'ticket must be text' }).max(200, { error: 'ticket is too long' }).optional(),
});

/** GET /wallet_passes/add_link */
export const AddPassLinkQuerySchema = z.object({
  platform: WalletPlatformSchema,
  membership_id: membershipIdQuery.optional(),
});
export const AddPassLinkResponseSchema = z.object({
  /** Opened on a phone without signing in, it delivers the pass; 10 minutes only. */
  link: z.string(),
  platform: WalletPlatformSchema,
  membership_id: z.number().int(),
  expires_at: z.string(),
  expires_in_seconds: z.number().int(),
});
export type AddPassLinkResponse = z.infer<typeof AddPassLinkResponseSchema>;
