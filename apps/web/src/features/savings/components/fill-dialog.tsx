import type { Fill, FillRequest } from '@arx/contracts';
import {
  dateIn,
  EARLIEST_FILL_DATE,
  SAVINGS_MESSAGES as M,
  type RawFillInput,
  validateFill,
} from '@arx/contracts/savings-rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { FieldLabel, INPUT_CLASSES } from '../../../components/forms/field';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { recordedMedication } from '../../../lib/dosage-words';
import { reasonsOf, useSaveFill } from '../api/save-fill';
import { translateSavingsMessage } from '../rule-messages';
import { MedicationPicker, type PickedPack } from './medication-picker';

type Person = { membership_id: number; name: string };
type Props = {
  people: Person[];
  /** The fill being edited; absent to record a new one. */
  fill?: Fill;
  onClose: () => void;
};

/** Which field each message is about, so that field is marked invalid. */
const FIELD_MESSAGES: Record<string, readonly string[]> = {
  person: [M.personRequired],
  name: [M.medicationNameLength, M.medicationRequired, M.medicationBoth],
  date: [M.dateInvalid, M.dateTooEarly, M.dateInFuture],
  quantity: [M.quantityInvalid, M.quantityTooLarge],
  price: [M.pricePaidInvalid, M.pricePaidDecimals, M.pricePaidTooLarge],
  pharmacy: [M.pharmacyRequired, M.pharmacyTooLong],
};

/** The member's own calendar day, which a fill cannot be dated after. */
const localToday = () => dateIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone ?? null);

/**
 * Records a fill, or edits one. The contract's rules check the form first (every message at
 * once); the API's answer, if it still refuses, is shown the same way. An edit keeps the
 * medication (and the retail price it was recorded with): to change it, delete and record again.
 */
export function FillDialog({ people, fill, onClose }: Props) {
  const id = useId();
  const toast = useToast();
  const save = useSaveFill();
  const { t, i18n } = useLingui();
  const recorded = fill ? recordedMedication(fill, i18n) : null;
  const summaryRef = useRef<HTMLDivElement>(null);
  const today = localToday();
  const [personId, setPersonId] = useState(String(fill?.membership_id ?? people[0]?.membership_id ?? ''));
  const [freeText, setFreeText] = useState(false);
  const [picked, setPicked] = useState<PickedPack | null>(null);
  const [medicationName, setMedicationName] = useState('');
  const [filledOn, setFilledOn] = useState(fill?.filled_on ?? today);
  const [quantity, setQuantity] = useState(fill ? String(fill.quantity) : '');
  const [pricePaid, setPricePaid] = useState(fill ? fill.price_paid.toFixed(2) : '');
  const [pharmacy, setPharmacy] = useState(fill?.pharmacy ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const busy = save.isPending;

  const onPick = (next: PickedPack | null) => {
    setPicked(next);
    const pack = next?.medication.pricings.find((p) => p.id === next.pricingId);
    // The pack's own quantity is the usual answer; the member may change it.
    if (pack) setQuantity(String(pack.quantity));
  };

  const showErrors = (list: string[]) => {
    setErrors(list);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const common = {
      membership_id: personId === '' ? undefined : Number(personId),
      filled_on: filledOn,
      quantity,
      price_paid: pricePaid,
      pharmacy,
    };
    const medication: RawFillInput = fill
      ? {}
      : freeText
        ? { medication_name: medicationName }
        : { medication_id: picked?.medication.id, pricing_id: picked?.pricingId };
    const checked = fill ? validateFill(common, today, true) : validateFill({ ...common, ...medication }, today);
    if (!checked.ok) return showErrors(checked.errors);
    const body = { ...common, ...medication } as FillRequest;
    save.mutate(
      { id: fill?.id ?? null, body },
      {
        onSuccess: () => {
          toast.show(fill ? t`Fill updated` : t`Fill recorded`, 'success');
          onClose();
        },
        onError: (error) => showErrors(reasonsOf(error, i18n)),
      },
    );
  };

  const invalid = (field: string) => (errors.some((e) => FIELD_MESSAGES[field]?.includes(e)) ? true : undefined);
  return (
    <Dialog open onClose={() => !busy && onClose()} labelledBy={`${id}-title`} className="sm:max-w-xl">
      <form noValidate onSubmit={onSubmit} className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="font-bold text-2xl text-ink">
          {fill ? <Trans>Edit Fill</Trans> : <Trans>Record a Fill</Trans>}
        </h2>
        <p className="mt-1 text-slate-600 text-sm">
          <Trans>Only you can see your fills. They are never shared or e-mailed.</Trans>
        </p>
        <ErrorSummary
          errors={errors}
          translate={(message) => translateSavingsMessage(i18n, message)}
          ref={summaryRef}
        />
        <div className="mt-5 space-y-4">
          <div>
            <FieldLabel htmlFor={`${id}-person`}>
              <Trans>Who was it for?</Trans>
            </FieldLabel>
            <select
              id={`${id}-person`}
              value={personId}
              onChange={(event) => setPersonId(event.target.value)}
              aria-invalid={invalid('person')}
              className={INPUT_CLASSES}
            >
              {people.map((person) => (
                <option key={person.membership_id} value={person.membership_id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          {fill ? (
            <div>
              <p className="mb-1.5 font-medium text-ink text-sm">
                <Trans>Medication</Trans>
              </p>
              <p className="break-words text-ink">
                {recorded?.medicationName}
                {recorded?.packLabel && <span className="text-slate-600"> · {recorded.packLabel}</span>}
              </p>
              <p className="mt-1 text-slate-600 text-xs">
                <Trans>To record another medication, delete this fill and record it again.</Trans>
              </p>
            </div>
          ) : freeText ? (
            <div>
              <FieldLabel htmlFor={`${id}-name`}>
                <Trans>Medication name</Trans>
              </FieldLabel>
              <input
                id={`${id}-name`}
                value={medicationName}
                onChange={(event) => setMedicationName(event.target.value)}
                aria-describedby={`${id}-name-hint`}
                aria-invalid={invalid('name')}
                className={INPUT_CLASSES}
              />
              <p id={`${id}-name-hint`} className="mt-1 text-slate-600 text-xs">
                <Trans>Without a catalogue price there is no retail price to compare, so no saving is counted.</Trans>
              </p>
              <button type="button" className={buttonClasses('ghost', 'mt-1 px-0!')} onClick={() => setFreeText(false)}>
                <Trans>Search the catalogue instead</Trans>
              </button>
            </div>
          ) : (
            <div>
              <MedicationPicker picked={picked} onPick={onPick} invalid={invalid('name')} />
              <button
                type="button"
                className={buttonClasses('ghost', 'mt-1 px-0!')}
                onClick={() => {
                  setFreeText(true);
                  setPicked(null);
                }}
              >
                <Trans>Not in the list? Type its name</Trans>
              </button>
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <FieldLabel htmlFor={`${id}-date`}>
                <Trans>Filled on</Trans>
              </FieldLabel>
              <input
                id={`${id}-date`}
                type="date"
                min={EARLIEST_FILL_DATE}
                max={today}
                value={filledOn}
                onChange={(event) => setFilledOn(event.target.value)}
                aria-invalid={invalid('date')}
                className={INPUT_CLASSES}
              />
            </div>
            <div>
              <FieldLabel htmlFor={`${id}-quantity`}>
                <Trans>Quantity</Trans>
              </FieldLabel>
              <input
                id={`${id}-quantity`}
                inputMode="decimal"
                autoComplete="off"
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
                aria-invalid={invalid('quantity')}
                className={INPUT_CLASSES}
              />
            </div>
            <div>
              <FieldLabel htmlFor={`${id}-price`}>
                <Trans>Price paid ($)</Trans>
              </FieldLabel>
              <input
                id={`${id}-price`}
                inputMode="decimal"
                autoComplete="off"
                placeholder="12.50"
                value={pricePaid}
                onChange={(event) => setPricePaid(event.target.value)}
                aria-invalid={invalid('price')}
                className={INPUT_CLASSES}
              />
            </div>
            <div>
              <FieldLabel htmlFor={`${id}-pharmacy`}>
                <Trans>Pharmacy</Trans>
              </FieldLabel>
              <input
                id={`${id}-pharmacy`}
                autoComplete="off"
                value={pharmacy}
                onChange={(event) => setPharmacy(event.target.value)}
                aria-invalid={invalid('pharmacy')}
                className={INPUT_CLASSES}
              />
            </div>
          </div>
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Trans>Saving...</Trans> : fill ? <Trans>Save Changes</Trans> : <Trans>Record Fill</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
