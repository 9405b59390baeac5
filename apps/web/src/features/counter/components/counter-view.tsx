import { type CardIssuer, cardFrontFields, NOT_INSURANCE, telHref } from '@arx/contracts/card';
import { Trans } from '@lingui/react/macro';
import { SITE } from '../../../lib/site';
import type { SavedHolder } from '../saved-card';
import { CopyFieldButton } from './copy-field-button';

type CounterViewProps = {
  holder: SavedHolder;
  issuer: CardIssuer;
  /** When the card shown is the copy saved on this device: when it was last refreshed. */
  savedAt: Date | null;
};

const SAVED_AT_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The card as a pharmacist reads it across the counter: black on white, the numbers large enough
 * to key in from arm's length, each with its own Copy button.
 */
export function CounterView({ holder, issuer, savedAt }: CounterViewProps) {
  // The member's name is the heading; the numbers follow in the order the pharmacist keys them.
  const fields = cardFrontFields(holder, issuer).filter((field) => field.label !== 'Member');
  const site = SITE.name;
  const processor = issuer.processor_name;
  const phone = issuer.helpdesk_phone;
  const refreshed = savedAt ? SAVED_AT_FORMAT.format(savedAt) : '';
  return (
    <div className="space-y-6">
      <div>
        <p className="font-semibold text-lg text-slate-800">
          <Trans>{site} prescription savings card</Trans>
        </p>
        <h1 className="break-words font-bold text-4xl text-slate-950 sm:text-5xl">{holder.name}</h1>
      </div>
      {!holder.is_active && (
        <p className="rounded-lg border-2 border-amber-700 bg-amber-50 p-4 font-semibold text-amber-950 text-lg">
          <Trans>This card is not active yet. Complete the profile on the dashboard before using it.</Trans>
        </p>
      )}
      <dl className="divide-y-2 divide-slate-300 border-slate-950 border-y-2">
        {fields.map((field) => (
          <div key={field.label} className="py-4">
            <dt className="font-bold text-lg text-slate-800">{field.label}</dt>
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
          <Trans>
            Processor: <span className="font-bold">{processor}</span>
          </Trans>
        </p>
        <p>
          <Trans>
            Pharmacist help desk:{' '}
            <a
              href={telHref(phone)}
              className="inline-flex min-h-11 items-center font-bold text-brand-800 underline underline-offset-4"
            >
              {phone}
            </a>
          </Trans>
        </p>
        <p className="font-extrabold text-xl">{NOT_INSURANCE}</p>
      </div>
      {savedAt && (
        <p className="rounded-lg bg-slate-100 p-4 text-base text-slate-900">
          <Trans>Card saved on this device. Last refreshed {refreshed}.</Trans>
        </p>
      )}
    </div>
  );
}
