import type { CardIssuer } from '@arx/contracts/card';
import type { WalletCard } from '../wallet-pass-signer';

/** Issuer details as the settings would give them, with an RxPCN (the fullest card). */
export const TEST_ISSUER: CardIssuer = {
  processor_name: 'Test Rx Processing',
  rx_pcn: 'ARXTEST',
  helpdesk_phone: '1-800-555-0134',
  member_services_phone: '1-800-555-0199',
  website_label: 'club.example.com',
  website_url: 'https://club.example.com',
};

/** A dependent's card as the wallet module hands it to a signer, for the signers' unit tests. */
export const TEST_CARD: WalletCard = {
  serialNumber: '6f1c1f0e-6b8e-4a57-9d7b-2d7f1b2c3d4e',
  memberName: 'Casey Holder',
  memberId: 'ARX-000042-01',
  groupCode: 'ARXAFAM',
  binNumber: '022352',
  cardTitle: 'Family Member Card',
  personCode: 1,
  issuer: TEST_ISSUER,
  locale: 'en',
};
