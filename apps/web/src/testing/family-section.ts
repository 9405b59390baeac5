import { screen, within } from '@testing-library/react';

/** The dashboard's Family Members section, once it shows. */
export const familySection = async () => within(await screen.findByRole('region', { name: 'Family Members' }));

/** The table of dependents in the Family Members section. */
export const familyTable = async () => within((await familySection()).getByRole('table'));

/** A dependent's row in that table, by (part of) its name, to look inside. */
export const familyRow = async (name: string) =>
  within((await familyTable()).getByRole('row', { name: new RegExp(name) }));
