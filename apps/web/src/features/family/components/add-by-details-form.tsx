import { FAMILY_MESSAGES, validateNewFamilyMember } from '@arx/contracts/family';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useAddFamilyMember } from '../api/add-family-member';
import {
  checkMemberDetails,
  DETAILS_DEFAULTS,
  DETAILS_RELATIONSHIPS,
  type MemberDetails,
  newMemberFromDetails,
} from '../family';
import { translateFamilyMessage } from '../rule-messages';
import { MEMBER_ADDED_TOAST } from './add-family-member-modal';
import { FailureAlert, FieldError, FieldLabel, INPUT_CLASSES } from './form-controls';

type Field = keyof MemberDetails;
type Errors = Partial<Record<Field | 'name', string>>;

/**
 * "Add by details": adding a family member with the older set of fields, first and last name, date
 * of birth, relationship, e-mail and phone (docs/product.md §3 and §5, "Add-by-details form").
 * It is folded away under the family list, beside the Add Family
 * Member dialog, and adds through the same call: first and last name become the display name, the
 * relationship its person code; the other fields are not sent (a dependent's date of birth and
 * address are given when their profile is completed). It is cleared once the member is added.
 */
export function AddByDetailsForm({ onChanged }: { onChanged: () => unknown }) {
  const id = useId();
  const { t, i18n } = useLingui();
  const toast = useToast();
  const add = useAddFamilyMember(onChanged);
  const [values, setValues] = useState(DETAILS_DEFAULTS);
  const [errors, setErrors] = useState<Errors>({});
  const addFailed = translateFamilyMessage(i18n, FAMILY_MESSAGES.addFailed);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const found: Errors = checkMemberDetails(values, i18n);
    const member = validateNewFamilyMember(newMemberFromDetails(values));
    if (!found.firstName && !found.lastName && !member.ok) {
      found.name = translateFamilyMessage(i18n, FAMILY_MESSAGES.displayNameLength);
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !member.ok) return;
    add.mutate(
      { membership: member.value },
      {
        onSuccess: () => {
          toast.show(i18n._(MEMBER_ADDED_TOAST), 'success');
          setValues(DETAILS_DEFAULTS);
        },
        onError: () => toast.show(addFailed, 'error'),
      },
    );
  };

  // A display name too long for the card is about the names together: it is shown under the last one.
  const errorOf = (name: Field) => (name === 'lastName' ? (errors.lastName ?? errors.name) : errors[name]);
  const field = (name: Field, extra: InputHTMLAttributes<HTMLInputElement> = {}) => {
    const errorId = `${id}-${name}-error`;
    const message = errorOf(name);
    return {
      id: `${id}-${name}`,
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? errorId : undefined,
      autoComplete: 'off',
      className: INPUT_CLASSES,
      ...extra,
    };
  };
  const message = (name: Field) => <FieldError id={`${id}-${name}-error`} message={errorOf(name)} />;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Add a family member by details`} className="space-y-5">
      <p className="text-slate-700 text-sm">
        <Trans>
          Only the name and relationship are saved here. Add their date of birth and address when you complete their
          profile.
        </Trans>
      </p>
      <div className="empty:hidden">
        <FailureAlert heading={addFailed} error={add.error} />
      </div>
      <fieldset disabled={add.isPending} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">
          <Trans>Family member details</Trans>
        </legend>
        <div>
          <FieldLabel htmlFor={`${id}-firstName`}>
            <Trans>First name</Trans>
          </FieldLabel>
          <input type="text" maxLength={50} {...field('firstName')} />
          {message('firstName')}
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-lastName`}>
            <Trans>Last name</Trans>
          </FieldLabel>
          <input type="text" maxLength={50} {...field('lastName')} />
          {message('lastName')}
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-dateOfBirth`}>
            <Trans>Date of birth</Trans>
          </FieldLabel>
          <input type="date" {...field('dateOfBirth')} />
          {message('dateOfBirth')}
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-relationship`}>
            <Trans>Relationship</Trans>
          </FieldLabel>
          <select
            id={`${id}-relationship`}
            name="relationship"
            value={values.relationship}
            onChange={(event) => setValues((v) => ({ ...v, relationship: event.target.value }))}
            aria-invalid={errors.relationship ? true : undefined}
            aria-describedby={errors.relationship ? `${id}-relationship-error` : undefined}
            className={INPUT_CLASSES}
          >
            {DETAILS_RELATIONSHIPS.map((option) => (
              <option key={option.value} value={option.value}>
                {i18n._(option.label)}
              </option>
            ))}
          </select>
          {message('relationship')}
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-email`}>
            <Trans>Email</Trans>
          </FieldLabel>
          <input type="email" inputMode="email" {...field('email')} />
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-phoneNumber`}>
            <Trans>Phone number</Trans>
          </FieldLabel>
          <input type="tel" placeholder="(555) 123-4567" {...field('phoneNumber')} />
        </div>
      </fieldset>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? <Trans>Adding...</Trans> : <Trans>Add Member</Trans>}
      </Button>
    </form>
  );
}
