import { useLingui } from '@lingui/react/macro';
import type { FamilyRequestError } from '../api/family-request';
import { translateFamilyMessage } from '../rule-messages';

export { FieldLabel, INPUT_CLASSES } from '../../../components/forms/field';

/** A field's own message, tied to it by aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-red-800 text-sm">
      {message}
    </p>
  );
}

/**
 * docs/product.md §8: the failure in docs/product.md's words (the caller's, translated), then the
 * server's reasons joined by comma, in the page's language.
 */
export function FailureAlert({ heading, error }: { heading: string; error: FamilyRequestError | Error | null }) {
  const { i18n } = useLingui();
  if (!error) return null;
  const reasons =
    'errors' in error && Array.isArray(error.errors)
      ? error.errors.map((reason) => translateFamilyMessage(i18n, reason)).join(', ')
      : '';
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 text-sm">
      <p className="font-semibold">{heading}</p>
      {reasons && <p className="mt-1">{reasons}</p>}
    </div>
  );
}
