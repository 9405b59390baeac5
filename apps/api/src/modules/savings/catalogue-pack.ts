import { type CataloguePack, packLabel } from '@arx/contracts';

/** A catalogue medication's pack as the ledger and price reports read it from the database. */
export type CatalogueRow = {
  displayName: string;
  strength: string;
  form: string;
  quantity: number;
  quantityUnit: string;
  daySupply: number | null;
};

/**
 * How a fill or a report keeps a catalogue pack: its English name and label as they read when
 * recorded (the export and the back office show those), and the words they were made from, for
 * each language's pages to name them.
 */
export function recordedPack(row: CatalogueRow): {
  medicationName: string;
  packLabel: string;
  cataloguePack: CataloguePack;
} {
  const pack = { quantity: row.quantity, quantity_unit: row.quantityUnit, day_supply: row.daySupply };
  return {
    medicationName: `${row.displayName} ${row.strength} ${row.form}`,
    packLabel: packLabel(pack),
    cataloguePack: { display_name: row.displayName, strength: row.strength, form: row.form, ...pack },
  };
}
