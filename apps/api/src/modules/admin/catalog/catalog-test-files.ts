import { CATALOG_COLUMNS } from '../../medications';

/** A catalogue medication for a test file: a name, then its 30-day packs as [quantity, cash, member] in dollars. */
export type TestMedication = {
  name: string;
  strength?: string;
  highlighted?: boolean;
  packs: [number, string, string][];
};

/** A catalogue file in the import's format, one line per pack. */
export function catalogCsv(medications: TestMedication[]): string {
  const lines = medications.flatMap((m) =>
    m.packs.map(
      ([quantity, cash, member]) =>
        `${m.name},,${m.name.toLowerCase()},${m.strength ?? '10 mg'},tablet,generic,For the publishing test.,${m.highlighted ?? false},${quantity},tablets,30,${cash},,${member}`,
    ),
  );
  return [CATALOG_COLUMNS.join(','), ...lines].join('\n');
}
