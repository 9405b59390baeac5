import type { WalletCard } from '../wallet-pass-signer';

/** A dependent's card as the wallet module hands it to a signer, for the signers' unit tests. */
export const TEST_CARD: WalletCard = {
  serialNumber: '6f1c1f0e-6b8e-4a57-9d7b-2d7f1b2c3d4e',
  memberName: 'Casey Holder',
  memberId: 'ARX-000042-01',
  groupCode: 'ARXAFAM',
  binNumber: '022352',
  cardTitle: 'Family Member Card',
};
