import type { NewFamilyMember } from '@arx/contracts/family';
import { validateNewFamilyMember } from '@arx/contracts/family';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FailureAlert } from './form-controls';
import { type MemberErrors, MemberFields, type MemberValues, memberErrorsOf } from './member-fields';

type MemberFormDialogProps = {
  title: string;
  description: string;
  initial: MemberValues;
  submitLabel: string;
  busyLabel: string;
  /** docs/product.md §8's words for a refusal, shown above the server's reasons. */
  failureHeading: string;
  saving: boolean;
  error: Error | null;
  onSubmit: (member: NewFamilyMember) => void;
  onClose: () => void;
};

/** The Add Family Member and Edit Member dialogs: the same fields, checked by the same rules. */
export function MemberFormDialog(props: MemberFormDialogProps) {
  const { title, description, initial, submitLabel, busyLabel, failureHeading, saving, error, onSubmit, onClose } =
    props;
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MemberErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = validateNewFamilyMember(values);
    if (!checked.ok) {
      const fieldErrors = memberErrorsOf(checked.errors);
      setErrors(fieldErrors);
      if (fieldErrors.display_name) nameRef.current?.focus();
      return;
    }
    setErrors({});
    onSubmit(checked.value);
  };

  return (
    <Dialog
      open
      onClose={() => !saving && onClose()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-description`}
      initialFocus={nameRef}
      className="sm:max-w-lg"
    >
      <form noValidate onSubmit={submit} className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="font-bold text-2xl text-ink">
          {title}
        </h2>
        <p id={`${id}-description`} className="mt-2 text-slate-700">
          {description}
        </p>
        <div className="mt-5 empty:hidden">
          <FailureAlert heading={failureHeading} error={error} />
        </div>
        <fieldset disabled={saving} className="mt-5 min-w-0">
          <legend className="sr-only">
            <Trans>Member details</Trans>
          </legend>
          <MemberFields
            idPrefix={id}
            values={values}
            errors={errors}
            onChange={(field, value) => {
              setValues((previous) => ({ ...previous, [field]: value }));
              // A message about what was there goes once the member changes it.
              setErrors(({ [field]: _fixed, ...rest }) => rest);
            }}
            nameRef={nameRef}
          />
        </fieldset>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
