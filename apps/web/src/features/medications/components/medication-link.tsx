import { MEDICATION_PAGE_PATH, medicationSlug } from '@arx/contracts/medication-slug';
import { Link } from 'react-router';

/** Where a medication's public page is: /drugs/<slug of its display name>. */
export function medicationPagePath(displayName: string): string {
  return `${MEDICATION_PAGE_PATH}/${medicationSlug(displayName)}`;
}

/**
 * A medication's name as a link to its page. A name with no letters or digits has no page, so
 * it stays plain text.
 */
export function MedicationLink({ name, className = '' }: { name: string; className?: string }) {
  if (!medicationSlug(name)) return <>{name}</>;
  return (
    <Link
      to={medicationPagePath(name)}
      className={`rounded-sm underline decoration-1 underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2 ${className}`}
    >
      {name}
    </Link>
  );
}
