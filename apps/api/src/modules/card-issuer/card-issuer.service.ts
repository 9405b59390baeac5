import type { CardIssuer } from '@arx/contracts/card';
import type { AppConfig } from '../../config/config';

/**
 * The card's issuer details, read from the settings each time (never copied into a member's
 * row), so a changed phone number is on every card at once. The website is the app's own
 * address: where a member signs in and a pharmacist can check a card.
 */
export function cardIssuerOf({ appUrl, card }: Pick<AppConfig, 'appUrl' | 'card'>): CardIssuer {
  return {
    processor_name: card.processorName,
    rx_pcn: card.pcn,
    helpdesk_phone: card.helpdeskPhone,
    member_services_phone: card.memberServicesPhone,
    website_label: new URL(appUrl).host,
    website_url: appUrl,
  };
}
