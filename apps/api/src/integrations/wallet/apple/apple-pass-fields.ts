import { cardBackParagraphs, cardFrontFields, NOT_INSURANCE } from '@arx/contracts/card';
import { cardHolderOf, type WalletCard } from '../wallet-pass-signer';

type Field = { key: string; label: string; value: string; dataDetectorTypes?: 'PKDataDetectorTypePhoneNumber'[] };
type PassField = Field & { attributedValue?: string };

const keyOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
const phoneField = (key: string, label: string, value: string): Field => ({
  key,
  label,
  value,
  // Wallet turns the number into a tap-to-call link on the back.
  dataDetectorTypes: ['PKDataDetectorTypePhoneNumber'],
});

/**
 * The card's words (card-rules.ts) laid out on a storeCard. A storeCard shows at most four
 * secondary and auxiliary fields together, and the pharmacist's numbers take all four when an
 * RxPCN is configured, so the processor and the not-insurance statement go in the header,
 * which is on the front too (and stays visible when passes are stacked).
 */
export function passFields(card: WalletCard): {
  front: { header: Field[]; primary: Field[]; secondary: Field[]; auxiliary: Field[] };
  back: PassField[];
} {
  const holder = cardHolderOf(card);
  const { issuer } = card;
  const [member, ...numbers] = cardFrontFields(holder, issuer).map(({ label, value }) => ({
    key: keyOf(label),
    label: label.toUpperCase(),
    value,
  }));
  const plan: PassField = { key: 'plan', label: 'Plan', value: card.cardTitle };
  const paragraphs = cardBackParagraphs(holder, issuer).flatMap(({ title, text }): PassField[] => {
    if (title === 'Pharmacist help desk') return [phoneField('helpdesk_phone', title, issuer.helpdesk_phone)];
    if (title === 'Member services') {
      return [
        phoneField('member_services_phone', title, issuer.member_services_phone),
        {
          key: 'website',
          label: 'Website',
          value: issuer.website_label,
          attributedValue: `<a href="${issuer.website_url}">${issuer.website_label}</a>`,
        },
      ];
    }
    return [{ key: keyOf(title), label: title, value: text }];
  });
  const back = [plan, ...paragraphs];
  return {
    front: {
      header: [
        { key: 'processor', label: 'PROCESSOR', value: issuer.processor_name },
        { key: 'not_insurance', label: 'DISCOUNT CARD', value: NOT_INSURANCE },
      ],
      primary: member ? [member] : [],
      secondary: numbers.slice(0, 2),
      auxiliary: numbers.slice(2),
    },
    back,
  };
}
