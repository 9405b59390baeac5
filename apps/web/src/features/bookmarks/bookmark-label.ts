import type { I18n } from '@lingui/core';
import { medicationFullName } from '../../lib/dosage-words';

/**
 * Names a medication fully in button labels: "Acyclovir 400 mg tablet". Several strengths share
 * a display name, and a screen reader must be able to tell their buttons apart.
 */
export function medicationLabel(m: { display_name: string; strength?: string; form?: string }, i18n: I18n): string {
  return medicationFullName(m, i18n);
}
