import { cardBackParagraphs, cardFrontFields, NOT_INSURANCE } from '@arx/contracts/card';
import { INTL_LOCALES } from '@arx/contracts/locales';
import { cardHolderOf, PASS_WORDS, type WalletCard } from '../wallet-pass-signer';

type Field = { key: string; label: string; value: string; dataDetectorTypes?: 'PKDataDetectorTypePhoneNumber'[] };
type PassField = Field & { attributedValue?: string };

const phoneField = (key: string, label: string, value: string): Field => ({
  key,
  label,
  value,
  // Wallet turns the number into a tap-to-call link on the back.
  dataDetectorTypes: ['PKDataDetectorTypePhoneNumber'],
});

/**
 * The card's words (card-rules.ts) laid out on a storeCard, in the card holder's language. A
 * storeCard shows at most four secondary and auxiliary fields together, and the pharmacist's
 * numbers take all four when an RxPCN is configured, so the processor and the not-insurance
 * statement go in the header, which is on the front too (and stays visible when passes are
 * stacked). Field keys are the same in every language: only labels and values are translated.
 */
export function passFields(card: WalletCard): {
  front: { header: Field[]; primary: Field[]; secondary: Field[]; auxiliary: Field[] };
  back: PassField[];
} {
  const holder = cardHolderOf(card);
  const { issuer, locale } = card;
  const words = PASS_WORDS[locale];
  const [member, ...numbers] = cardFrontFields(holder, issuer, locale).map(({ key, label, value }) => ({
    key,
    label: label.toLocaleUpperCase(INTL_LOCALES[locale]),
    value,
  }));
  const plan: PassField = { key: 'plan', label: words.plan, value: card.cardTitle };
  const paragraphs = cardBackParagraphs(holder, issuer, locale).flatMap(({ key, title, text }): PassField[] => {
    if (key === 'pharmacist_help_desk') return [phoneField('helpdesk_phone', title, issuer.helpdesk_phone)];
    if (key === 'member_services') {
      return [
        phoneField('member_services_phone', title, issuer.member_services_phone),
        {
          key: 'website',
          label: words.website,
          value: issuer.website_label,
          attributedValue: `<a href="${issuer.website_url}">${issuer.website_label}</a>`,
        },
      ];
    }
    return [{ key, label: title, value: text }];
  });
  const back = [plan, ...paragraphs];
  return {
    front: {
      header: [
        {
          key: 'processor',
          label: words.processor.toLocaleUpperCase(INTL_LOCALES[locale]),
          value: issuer.processor_name,
        },
        // The header has room for a short label over a short value: in English "DISCOUNT CARD"
        // over the statement; in another language the statement in that language is the label,
        // so the English one a pharmacist reads stays on the front beside the member's own.
        { key: 'not_insurance', label: words.notInsuranceLabel, value: NOT_INSURANCE },
      ],
      primary: member ? [member] : [],
      secondary: numbers.slice(0, 2),
      auxiliary: numbers.slice(2),
    },
    back,
  };
}
