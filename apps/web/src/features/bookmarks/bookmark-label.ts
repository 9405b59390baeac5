/**
 * Names a medication fully in button labels: "Acyclovir 400 mg tablet". Several strengths share
 * a display name, and a screen reader must be able to tell their buttons apart.
 */
export function medicationLabel(m: { display_name: string; strength?: string; form?: string }): string {
  return [m.display_name, m.strength, m.form].filter(Boolean).join(' ');
}
