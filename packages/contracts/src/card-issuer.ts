import { z } from 'zod';
import type { CardIssuer } from './card-rules';

/** GET /api/v1/card_issuer: the card's issuer details (CardIssuer in card-rules.ts, which the browser imports). */
export const CardIssuerSchema = z.object({
  processor_name: z.string(),
  rx_pcn: z.string().nullable(),
  helpdesk_phone: z.string(),
  member_services_phone: z.string(),
  website_label: z.string(),
  website_url: z.url(),
}) satisfies z.ZodType<CardIssuer>;
