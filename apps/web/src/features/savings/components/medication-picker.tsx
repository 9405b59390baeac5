import type { Medication } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { FieldLabel, INPUT_CLASSES } from '../../../components/forms/field';
import { Spinner } from '../../../components/ui/spinner';
import { medicationFullName, packChoiceLabel } from '../../../lib/dosage-words';
import { formatUsd } from '../../../lib/format';
import { useMedicationSearch } from '../api/search-medications';

const TYPING_PAUSE_MS = 300;

export type PickedPack = { medication: Medication; pricingId: number };

type Props = {
  picked: PickedPack | null;
  onPick: (picked: PickedPack | null) => void;
  /** The form's rules found no medication chosen: the search box is marked. */
  invalid?: boolean;
};

/**
 * A medication and pack from the public catalogue: a search, the matches as radio buttons, then
 * the pack, whose retail cash price is shown as soon as it is chosen.
 */
export function MedicationPicker({ picked, onPick, invalid }: Props) {
  const id = useId();
  const { t, i18n } = useLingui();
  const [input, setInput] = useState(picked ? picked.medication.display_name : '');
  const [term, setTerm] = useState(input);
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(input), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);
  const search = useMedicationSearch(term);
  const results = term.trim().length >= 2 ? (search.data?.medications ?? []) : [];
  // The chosen medication stays listed while the member searches again.
  const shown =
    picked && !results.some((m) => m.id === picked.medication.id) ? [picked.medication, ...results] : results;
  const pack = picked?.medication.pricings.find((p) => p.id === picked.pricingId) ?? null;
  const searched = term.trim();
  const packPrice = pack ? formatUsd(pack.cash_price) : '';

  return (
    <div className="space-y-3">
      <div>
        <FieldLabel htmlFor={`${id}-search`}>
          <Trans>Search the catalogue</Trans>
        </FieldLabel>
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          aria-describedby={`${id}-search-hint`}
          aria-invalid={invalid ? true : undefined}
          className={INPUT_CLASSES}
        />
        <p id={`${id}-search-hint`} className="mt-1 text-slate-600 text-xs">
          <Trans>Type at least 2 letters of the medication's name.</Trans>
        </p>
      </div>
      <div aria-live="polite">
        {search.isFetching && term.trim().length >= 2 && <Spinner label={t`Searching`} />}
        {search.isError && (
          <p className="text-red-800 text-sm">
            <Trans>The catalogue could not be searched. Please try again.</Trans>
          </p>
        )}
        {!search.isFetching && term.trim().length >= 2 && search.isSuccess && shown.length === 0 && (
          <p className="text-slate-700 text-sm">
            <Trans>No medication in the catalogue matches “{searched}”.</Trans>
          </p>
        )}
      </div>
      {shown.length > 0 && (
        <fieldset>
          <legend className="mb-1.5 font-medium text-ink text-sm">
            <Trans>Medication</Trans>
          </legend>
          <div className="max-h-56 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
            {shown.map((medication) => (
              <label
                key={medication.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 hover:bg-slate-50"
              >
                <input
                  type="radio"
                  name={`${id}-medication`}
                  checked={picked?.medication.id === medication.id}
                  onChange={() => onPick({ medication, pricingId: medication.pricings[0]?.id ?? 0 })}
                  className="size-4 accent-brand-700"
                />
                <span className="text-ink text-sm">{medicationFullName(medication, i18n)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {picked && (
        <div>
          <FieldLabel htmlFor={`${id}-pack`}>
            <Trans>Pack</Trans>
          </FieldLabel>
          <select
            id={`${id}-pack`}
            value={picked.pricingId}
            onChange={(event) => onPick({ ...picked, pricingId: Number(event.target.value) })}
            className={INPUT_CLASSES}
          >
            {picked.medication.pricings.map((p) => (
              <option key={p.id} value={p.id}>
                {packChoiceLabel(p, i18n)}
              </option>
            ))}
          </select>
          {pack && (
            <p className="mt-2 text-ink text-sm" aria-live="polite">
              <Trans>
                Retail cash price for this pack: <strong>{packPrice}</strong>
              </Trans>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
