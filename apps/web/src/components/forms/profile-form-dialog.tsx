import { Trans } from '@lingui/react/macro';
import {
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type RefObject,
  type SetStateAction,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { ErrorSummary } from './error-summary';
import type { ProfileField, ProfileFormFields, ProfileValues } from './profile-fields';

type Refused = { ok: false; errors: string[] };

type Options<Valid extends { ok: true }> = {
  initialValues: () => ProfileValues;
  /** The profile's rules (docs/product.md §5): every problem at once, or what may be sent. */
  validate: (values: ProfileValues) => Valid | Refused;
  /** Sends what passed the rules; `showErrors` lists problems in the summary (a server's refusal). */
  save: (valid: Valid, showErrors: (errors: string[]) => void) => void;
  /** A save is under way: the form is locked and cannot be sent again or closed. */
  saving: boolean;
};

type ProfileForm = {
  id: string;
  saving: boolean;
  errors: string[];
  setValues: Dispatch<SetStateAction<ProfileValues>>;
  onSubmit: (event: FormEvent) => void;
  /** Spread into the fields component. */
  fields: ProfileFormFields;
  summary: RefObject<HTMLDivElement | null>;
};

/**
 * The state of a profile form (the card holder's or a dependent's, docs/product.md §2, §5): the
 * browser checks the same rules as the server and lists every problem at once; nothing typed is
 * lost when the rules or the server refuse it.
 */
export function useProfileForm<Valid extends { ok: true }>({
  initialValues,
  validate,
  save,
  saving,
}: Options<Valid>): ProfileForm {
  const id = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<string[]>([]);

  // Each new list (a new array, even with the same messages) takes keyboard users to the summary.
  useEffect(() => {
    if (errors.length > 0) summary.current?.focus();
  }, [errors]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = validate(values);
    if (checked.ok === false) return setErrors(checked.errors);
    setErrors([]);
    save(checked, setErrors);
  };

  const onChange = (field: ProfileField, value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  return {
    id,
    saving,
    errors,
    setValues,
    onSubmit,
    fields: { idPrefix: id, values, errors, onChange, firstFieldRef: firstField },
    summary,
  };
}

type ProfileFormDialogProps = {
  form: ProfileForm;
  open: boolean;
  /** Escape and the secondary button; not while saving. */
  onClose: () => void;
  closeLabel: string;
  title: ReactNode;
  /** The dialog's description. */
  intro: ReactNode;
  /** Shown above the list of problems. */
  notice?: ReactNode;
  /** A failed save, shown under the list of problems. */
  failure?: ReactNode;
  /** Names the fields for screen readers. */
  legend: string;
  /** A message of the form's rules (or of the server) in the page's language: they come in English. */
  translateError: (message: string) => string;
  /** The fields, given `form.fields`. */
  children: ReactNode;
};

/** The complete-profile dialog around a profile form: title, intro, the list of problems, the fields and the two buttons. */
export function ProfileFormDialog({
  form,
  open,
  onClose,
  closeLabel,
  title,
  intro,
  notice,
  failure,
  legend,
  translateError,
  children,
}: ProfileFormDialogProps) {
  const { id, saving } = form;
  return (
    <Dialog
      open={open}
      onClose={() => !saving && onClose()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      initialFocus={form.fields.firstFieldRef}
      className="sm:max-w-xl"
    >
      <form noValidate onSubmit={form.onSubmit} className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="pr-2 font-bold text-2xl text-ink">
          {title}
        </h2>
        <p id={`${id}-intro`} className="mt-2 break-words text-slate-700">
          {intro}
        </p>
        {notice}
        <ErrorSummary ref={form.summary} errors={form.errors} translate={translateError} />
        {failure !== undefined && <div className="mt-5 empty:hidden">{failure}</div>}
        <fieldset disabled={saving} className="mt-5 min-w-0 space-y-4">
          <legend className="sr-only">{legend}</legend>
          {children}
        </fieldset>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {closeLabel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? <Trans>Completing...</Trans> : <Trans>Complete Profile</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
