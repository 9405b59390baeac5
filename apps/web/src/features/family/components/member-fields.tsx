import {
  DISPLAY_NAME_MAX_LENGTH,
  FAMILY_MESSAGES,
  PET_PERSON_CODE,
  PET_SPECIES_OPTIONS,
  SELECTABLE_PERSON_CODES,
} from '@arx/contracts/family';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { personCodeOptionLabel, speciesLabel } from '../family';
import { translateFamilyMessage } from '../rule-messages';
import { FieldError, FieldLabel, INPUT_CLASSES } from './form-controls';

/** `species` is "" for a person, else the pet's species. */
export type MemberValues = { display_name: string; person_code: string; species: string };
/** Each field's rule message, in English as the rules give it (shown translated). */
export type MemberErrors = Partial<Record<keyof MemberValues, string>>;

type MemberFieldsProps = {
  idPrefix: string;
  values: MemberValues;
  errors: MemberErrors;
  onChange: (field: keyof MemberValues, value: string) => void;
  nameRef: RefObject<HTMLInputElement | null>;
};

/**
 * Display name and relationship (docs/product.md §5 Add family member): the name is capped at 50
 * characters as it is typed, with a counter; the relationship is one of Spouse, Dependent
 * Child or Other. "This is a pet" asks the species instead: a pet is always "Other".
 */
export function MemberFields({ idPrefix, values, errors, onChange, nameRef }: MemberFieldsProps) {
  const { t, i18n } = useLingui();
  const shown = (message: string | undefined) => message && translateFamilyMessage(i18n, message);
  const nameId = `${idPrefix}-display_name`;
  const relationshipId = `${idPrefix}-person_code`;
  const petId = `${idPrefix}-is_pet`;
  const speciesId = `${idPrefix}-species`;
  const isPet = values.species !== '';
  const onPetChange = (checked: boolean) => {
    onChange('species', checked ? PET_SPECIES_OPTIONS[0].value : '');
    if (checked) onChange('person_code', String(PET_PERSON_CODE));
  };
  const used = values.display_name.length;
  const max = DISPLAY_NAME_MAX_LENGTH;
  const describedBy = [`${nameId}-count`, errors.display_name ? `${nameId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-5">
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <FieldLabel htmlFor={nameId}>
            <Trans>Display name</Trans>
          </FieldLabel>
          <span id={`${nameId}-count`} className="text-slate-600 text-sm tabular-nums">
            <span aria-hidden="true">{`${used}/${max}`}</span>
            <span className="sr-only">{t`${used} of ${max} characters used`}</span>
          </span>
        </div>
        <input
          ref={nameRef}
          id={nameId}
          name="display_name"
          type="text"
          autoComplete="off"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          value={values.display_name}
          onChange={(event) => onChange('display_name', event.target.value)}
          aria-invalid={errors.display_name ? true : undefined}
          aria-describedby={describedBy}
          className={INPUT_CLASSES}
        />
        <FieldError id={`${nameId}-error`} message={shown(errors.display_name)} />
      </div>
      <div className="flex items-center gap-3">
        <input
          id={petId}
          type="checkbox"
          checked={isPet}
          onChange={(event) => onPetChange(event.target.checked)}
          className="size-5 rounded border-slate-400 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
        />
        <label htmlFor={petId} className="font-medium text-ink">
          <Trans>This is a pet</Trans>
        </label>
      </div>
      {isPet ? (
        <div>
          <FieldLabel htmlFor={speciesId}>
            <Trans>Species</Trans>
          </FieldLabel>
          <select
            id={speciesId}
            name="species"
            value={values.species}
            onChange={(event) => onChange('species', event.target.value)}
            aria-invalid={errors.species ? true : undefined}
            aria-describedby={errors.species ? `${speciesId}-error` : undefined}
            className={INPUT_CLASSES}
          >
            {PET_SPECIES_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {speciesLabel(option.value, i18n)}
              </option>
            ))}
          </select>
          <FieldError id={`${speciesId}-error`} message={shown(errors.species)} />
        </div>
      ) : (
        <div>
          <FieldLabel htmlFor={relationshipId}>
            <Trans>Relationship</Trans>
          </FieldLabel>
          <select
            id={relationshipId}
            name="person_code"
            value={values.person_code}
            onChange={(event) => onChange('person_code', event.target.value)}
            aria-invalid={errors.person_code ? true : undefined}
            aria-describedby={errors.person_code ? `${relationshipId}-error` : undefined}
            className={INPUT_CLASSES}
          >
            {SELECTABLE_PERSON_CODES.map((option) => (
              <option key={option.value} value={option.value}>
                {personCodeOptionLabel(option.value, i18n)}
              </option>
            ))}
          </select>
          <FieldError id={`${relationshipId}-error`} message={shown(errors.person_code)} />
        </div>
      )}
    </div>
  );
}

/** Puts each rule's message (family-rules.ts) on its field. */
export function memberErrorsOf(messages: string[]): MemberErrors {
  const errors: MemberErrors = {};
  for (const message of messages) {
    if (message === FAMILY_MESSAGES.personCodeInvalid) errors.person_code = message;
    else if (message === FAMILY_MESSAGES.speciesInvalid || message === FAMILY_MESSAGES.petNeedsOther) {
      errors.species = message;
    } else if (message === FAMILY_MESSAGES.displayNameRequired || message === FAMILY_MESSAGES.displayNameLength) {
      errors.display_name = message;
    }
  }
  return errors;
}
