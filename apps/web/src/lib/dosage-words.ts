import type { CataloguePack } from '@arx/contracts';
import { type DosageForm, isDosageForm, isPackUnit, type PackUnit } from '@arx/contracts/dosage-forms';
import { INTL_LOCALES, isLocale } from '@arx/contracts/locales';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * The catalogue's dosage forms and pack units (@arx/contracts/dosage-forms) in the page's
 * language. The shell's catalogue holds them: the price search, the medication pages, bookmarks,
 * the ledger and price reports all describe packs.
 */
const FORMS: Record<DosageForm, MessageDescriptor> = {
  tablet: msg`tablet`,
  capsule: msg`capsule`,
  'chewable tablet': msg`chewable tablet`,
  'delayed-release capsule': msg`delayed-release capsule`,
  'delayed-release tablet': msg`delayed-release tablet`,
  'extended-release tablet': msg`extended-release tablet`,
  'orally disintegrating tablet': msg`orally disintegrating tablet`,
  'oral solution': msg`oral solution`,
  'oral suspension': msg`oral suspension`,
  cream: msg`cream`,
  gel: msg`gel`,
  ointment: msg`ointment`,
  patch: msg`patch`,
  'eye drops': msg`eye drops`,
  'ear drops': msg`ear drops`,
  'nasal spray': msg`nasal spray`,
  inhaler: msg`inhaler`,
  'injection pen': msg`injection pen`,
  'injection vial': msg`injection vial`,
  suppository: msg`suppository`,
};

/** A count of the unit: "1 pen", "30 tablets"; a measure ("15 g", "100 mL") has no plural. */
const UNITS: Record<PackUnit, (count: number, amount: string) => MessageDescriptor> = {
  tablets: (count) => msg`${plural(count, { one: '# tablet', other: '# tablets' })}`,
  capsules: (count) => msg`${plural(count, { one: '# capsule', other: '# capsules' })}`,
  containers: (count) => msg`${plural(count, { one: '# container', other: '# containers' })}`,
  inhalers: (count) => msg`${plural(count, { one: '# inhaler', other: '# inhalers' })}`,
  patches: (count) => msg`${plural(count, { one: '# patch', other: '# patches' })}`,
  pens: (count) => msg`${plural(count, { one: '# pen', other: '# pens' })}`,
  suppositories: (count) => msg`${plural(count, { one: '# suppository', other: '# suppositories' })}`,
  vials: (count) => msg`${plural(count, { one: '# vial', other: '# vials' })}`,
  g: (_count, amount) => msg`${amount} g`,
  mL: (_count, amount) => msg`${amount} mL`,
};

/** A dosage form in the page's language; one the list does not know, as the catalogue wrote it. */
export function formLabel(form: string, i18n: I18n): string {
  return isDosageForm(form) ? i18n._(FORMS[form]) : form;
}

/** One number formatter per language, made once: a price list formats a quantity per row. */
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
function formatNumber(value: number, locale: string): string {
  let format = NUMBER_FORMATS.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[isLocale(locale) ? locale : 'en']);
    NUMBER_FORMATS.set(locale, format);
  }
  return format.format(value);
}

/** A pack's quantity with its unit, in the page's language: "1 pen", "90 tablets", "100 mL". */
export function packQuantity(quantity: number, unit: string, i18n: I18n): string {
  const amount = formatNumber(quantity, i18n.locale);
  return isPackUnit(unit) ? i18n._(UNITS[unit](quantity, amount)) : `${amount} ${unit}`;
}

/** Strength and form as a reader of the language says them: "50 mg tablet", "tableta de 50 mg". */
export function strengthAndForm(strength: string | null | undefined, form: string | null | undefined, i18n: I18n) {
  if (!form) return strength ?? '';
  const formWord = formLabel(form, i18n);
  if (!strength) return formWord;
  return i18n._(msg`${strength} ${formWord}`);
}

/** A medication named in full: "Atorvastatin 10 mg tablet", "Atorvastatin tableta de 10 mg". */
export function medicationFullName(
  medication: { display_name: string; strength?: string | null; form?: string | null },
  i18n: I18n,
): string {
  return [medication.display_name, strengthAndForm(medication.strength, medication.form, i18n)]
    .filter(Boolean)
    .join(' ');
}

/** A pack as the ledger's form offers it: "30 tablets · 30 days", "1 pen". */
export function packChoiceLabel(
  pack: { quantity: number; quantity_unit: string; day_supply: number | null },
  i18n: I18n,
): string {
  const quantity = packQuantity(pack.quantity, pack.quantity_unit, i18n);
  const days = pack.day_supply;
  return days === null ? quantity : i18n._(msg`${quantity} · ${days} days`);
}

/**
 * A fill's or a price report's medication and pack in the page's language: from the catalogue's
 * words it was recorded from, else (free text, the pharmacy's claims) as recorded.
 */
export function recordedMedication(
  record: { medication_name: string; pack_label: string | null; catalogue_pack: CataloguePack | null },
  i18n: I18n,
): { medicationName: string; packLabel: string | null } {
  const pack = record.catalogue_pack;
  if (!pack) return { medicationName: record.medication_name, packLabel: record.pack_label };
  return { medicationName: medicationFullName(pack, i18n), packLabel: packChoiceLabel(pack, i18n) };
}
