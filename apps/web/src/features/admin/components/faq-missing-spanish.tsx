import { buttonClasses } from '../../../components/ui/button';

type Props = {
  /** How many FAQs have no Spanish. */
  count: number;
  /** The list shows only those. */
  isOn: boolean;
  onToggle: () => void;
};

/**
 * "Missing Spanish: N" above the FAQ list: the FAQs the Spanish pages show in English. While
 * some are missing it is a toggle that lists only them; at none, it says that every FAQ has its
 * Spanish.
 */
export function MissingSpanishFilter({ count, isOn, onToggle }: Props) {
  if (count === 0) {
    return <p className="mb-3 text-slate-700 text-sm">Missing Spanish: 0. Every FAQ has its Spanish.</p>;
  }
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        aria-pressed={isOn}
        onClick={onToggle}
        className={buttonClasses(
          'secondary',
          'whitespace-nowrap px-3 aria-pressed:border-brand-700 aria-pressed:bg-brand-50',
        )}
      >
        Missing Spanish: {count}
      </button>
      <p className="text-slate-600 text-sm">
        {isOn
          ? 'Only the FAQs without Spanish are listed. Show them all to change the order.'
          : 'The Spanish pages show these in English.'}
      </p>
    </div>
  );
}
