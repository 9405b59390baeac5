import { useLingui } from '@lingui/react/macro';
import { type OnBookmarkChange, useToggleBookmark } from '../api/toggle-bookmark';
import { medicationLabel } from '../bookmark-label';
import { BookmarkIcon } from './bookmark-icon';

type Props = {
  medication: { id: number; display_name: string; strength?: string; form?: string; is_bookmarked: boolean };
  onChange?: OnBookmarkChange;
};

/** The bookmark action of a medication row or card: a toggle button, disabled while it saves. */
export function BookmarkToggle({ medication, onChange }: Props) {
  const { toggle, busy } = useToggleBookmark(medication.id, onChange);
  const on = medication.is_bookmarked;
  const { t, i18n } = useLingui();
  const name = medicationLabel(medication, i18n);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={on}
      aria-busy={busy || undefined}
      // A toggle keeps one name; aria-pressed says whether it is on.
      aria-label={t`Bookmark ${name}`}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg border transition-colors focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-60 ${
        on
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-slate-300 bg-white text-brand-800 hover:border-brand-700 hover:bg-brand-50'
      }`}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : (
        <BookmarkIcon filled={on} />
      )}
    </button>
  );
}
