import { type CardIssuer, cardFrontFields, notInsuranceStatement, petStatement, telHref } from '@arx/contracts/card';
import { INTL_LOCALES } from '@arx/contracts/locales';
import { Trans } from '@lingui/react/macro';
import { getPageLocale } from '../../../lib/i18n/catalogs';
import { SITE } from '../../../lib/site';
import type { SavedHolder } from '../saved-card';
import { CopyFieldButton } from './copy-field-button';

type CounterViewProps = {
  holder: SavedHolder;
  issuer: CardIssuer;
  /** When the card shown is the copy saved on this device: when it was last refreshed. */
  savedAt: Date | null;
};

/**
 * The card as a pharmacist reads it across the counter: black on white, the numbers large enough
 * to key in from arm's length, each with its own Copy button.
 *
 * Its language: the member opens it and reads it (is this my card, is it saved, is it active),
 * then turns it to a US pharmacist, who reads English. So on a page in another language what
 * the pharmacist reads and acts on carries its English after the page's words ("Número de
 * miembro / Member ID", the processor, the help desk, "ESTO NO ES UN SEGURO / THIS IS NOT
 * INSURANCE"; the catalogue's Spanish for the processor and help-desk lines says both), and the
 * lines addressed to the member are in the page's language only.
 */
export function CounterView({ holder, issuer, savedAt }: CounterViewProps) {
  const locale = getPageLocale();
  const english = new Map(cardFrontFields(holder, issuer, 'en').map((field) => [field.key, field.label]));
  // The member's name is the heading; the numbers follow in the order the pharmacist keys them.
  const fields = cardFrontFields(holder, issuer, locale)
    .filter((field) => field.key !== 'member')
    .map((field) => {
      const inEnglish = english.get(field.key) ?? field.label;
      return { ...field, shown: inEnglish === field.label ? field.label : `${field.label} / ${inEnglish}` };
    });
  const site = SITE.name;
  const processor = issuer.processor_name;
  const phone = issuer.helpdesk_phone;
  const memberServices = issuer.member_services_phone;
  const website = issuer.website_url;
  const websiteLabel = issuer.website_label;
  const pet = petStatement(holder, locale);
  const refreshed = savedAt
    ? new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt)
    : '';
  return (
    <div className="space-y-6">
      <div>
        <p className="font-semibold text-lg text-slate-800">
          <Trans>{site} prescription savings card</Trans>
        </p>
        <h1 className="break-words font-bold text-4xl text-slate-950 sm:text-5xl">{holder.name}</h1>
        {pet && <p className="mt-1 font-bold text-2xl text-slate-950 uppercase tracking-wide">{pet}</p>}
      </div>
      {!holder.is_active && (
        <p className="rounded-lg border-2 border-amber-700 bg-amber-50 p-4 font-semibold text-amber-950 text-lg">
          <Trans>This card is not active yet. Complete the profile on the dashboard before using it.</Trans>
        </p>
      )}
      <dl className="divide-y-2 divide-slate-300 border-slate-950 border-y-2">
        {fields.map((field) => (
          <div key={field.key} className="py-4">
            <dt className="font-bold text-lg text-slate-800">{field.shown}</dt>
            <dd className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
              {/* Sized so a member ID and its button share one line on a 375 px phone. */}
              <span className="min-w-0 break-all font-bold font-mono text-3xl text-slate-950 min-[400px]:text-4xl sm:text-5xl">
                {field.value}
              </span>
              <CopyFieldButton label={field.label} value={field.value} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="space-y-2 text-lg text-slate-950">
        <p>
          <Trans comment="Counter mode faces a US pharmacist: a translation keeps the English label after its own, with a slash">
            Processor: <span className="font-bold">{processor}</span>
          </Trans>
        </p>
        <p>
          <Trans comment="Counter mode faces a US pharmacist: a translation keeps the English label after its own, with a slash">
            Pharmacist help desk:{' '}
            <a
              href={telHref(phone)}
              className="inline-flex min-h-11 items-center font-bold text-brand-800 underline underline-offset-4"
            >
              {phone}
            </a>
          </Trans>
        </p>
        <p>
          <Trans>
            Member services:{' '}
            <a
              href={telHref(memberServices)}
              className="inline-flex min-h-11 items-center font-bold text-brand-800 underline underline-offset-4"
            >
              {memberServices}
            </a>{' '}
            ·{' '}
            <a
              href={website}
              className="inline-flex min-h-11 items-center font-bold text-brand-800 underline underline-offset-4"
            >
              {websiteLabel}
            </a>
          </Trans>
        </p>
        <p className="font-extrabold text-xl">{notInsuranceStatement(locale)}</p>
      </div>
      {savedAt && (
        <p className="rounded-lg bg-slate-100 p-4 text-base text-slate-900">
          <Trans>Card saved on this device. Last refreshed {refreshed}.</Trans>
        </p>
      )}
    </div>
  );
}
