/**
 * The dosage forms and pack units a catalogue may use. A fixed list, so that every page can say
 * each in the reader's language (the web's lib/dosage-words.ts) and a catalogue file with another
 * is refused line by line. Zod-free: the browser imports it.
 */
export const DOSAGE_FORMS = [
  'tablet',
  'capsule',
  'chewable tablet',
  'delayed-release capsule',
  'delayed-release tablet',
  'extended-release tablet',
  'orally disintegrating tablet',
  'oral solution',
  'oral suspension',
  'cream',
  'gel',
  'ointment',
  'patch',
  'eye drops',
  'ear drops',
  'nasal spray',
  'inhaler',
  'injection pen',
  'injection vial',
  'suppository',
] as const;
export type DosageForm = (typeof DOSAGE_FORMS)[number];

/** How a pack is counted, as the catalogue writes it (plural words; "g" and "mL" measure). */
export const PACK_UNITS = [
  'tablets',
  'capsules',
  'containers',
  'inhalers',
  'patches',
  'pens',
  'suppositories',
  'vials',
  'g',
  'mL',
] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

export function isDosageForm(value: string): value is DosageForm {
  return (DOSAGE_FORMS as readonly string[]).includes(value);
}

export function isPackUnit(value: string): value is PackUnit {
  return (PACK_UNITS as readonly string[]).includes(value);
}
