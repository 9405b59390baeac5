import {
  centsToDollars,
  dateIn,
  type ExportedFill,
  type Fill,
  type FillInput,
  type FillListQuery,
  type FillListResponse,
  type FillMedication,
  type FillRequest,
  fillSavingCents,
  SAVINGS_MESSAGES,
  validateFill,
} from '@arx/contracts';
import { FIX_ERRORS_MESSAGE } from '@arx/contracts/member-messages';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findUserById } from '../auth';
import { findHouseholdMemberships, fullMemberId, type MembershipRecord } from '../memberships';
import { recordedPack } from './catalogue-pack';
import {
  deleteFill,
  type FillRecord,
  findAllFills,
  findCataloguePack,
  findFill,
  findFillPage,
  insertFill,
  type NewFill,
  updateFill,
} from './savings.repository';

/**
 * The member's savings ledger (docs/decisions/0017-counter-and-savings.md). Health data: nothing
 * here logs, e-mails or reports a fill; every use case reads the caller's own household only.
 */

const fillNotFound = () => new AppError('not_found', SAVINGS_MESSAGES.fillNotFound);
const membershipNotFound = () => new AppError('not_found', SAVINGS_MESSAGES.personNotFound);
const invalid = (errors: string[]) => new AppError('validation_failed', FIX_ERRORS_MESSAGE, errors);

/** The member's time zone as saved from their browser; UTC when none is known. */
export async function memberZone(db: Database, userId: number): Promise<string | null> {
  return (await findUserById(db, userId))?.timeZone ?? null;
}

function toFill(record: FillRecord, personName: string): Fill {
  const saving = fillSavingCents({ price_paid_cents: record.pricePaidCents, retail_cents: record.retailCents });
  return {
    id: record.id,
    membership_id: record.membershipId,
    person_name: personName,
    medication_id: record.medicationId,
    medication_name: record.medicationName,
    pack_label: record.packLabel,
    catalogue_pack: record.cataloguePack ?? null,
    filled_on: record.filledOn,
    quantity: record.quantity,
    price_paid: centsToDollars(record.pricePaidCents),
    retail_price: record.retailCents === null ? null : centsToDollars(record.retailCents),
    saving: saving === null ? null : centsToDollars(saving),
    pharmacy: record.pharmacy,
    source: record.source,
  };
}

export async function listFills(db: Database, userId: number, query: FillListQuery): Promise<FillListResponse> {
  const { rows, total } = await findFillPage(db, userId, query);
  return {
    fills: rows.map((row) => toFill(row, row.personName)),
    total,
    has_more: query.offset + rows.length < total,
  };
}

/**
 * The medication as the ledger keeps it. A catalogue pack's retail price is copied in now, so
 * a later catalogue never rewrites the past; a retired medication cannot be chosen again.
 */
async function resolveMedication(db: Database, medication: FillMedication) {
  if (medication.kind === 'free_text') {
    return {
      medicationId: null,
      medicationName: medication.name,
      packLabel: null,
      cataloguePack: null,
      retailCents: null,
    };
  }
  const pack = await findCataloguePack(db, medication.medication_id, medication.pricing_id);
  if (!pack) throw invalid([SAVINGS_MESSAGES.packNotFound]);
  if (pack.retiredAt) throw invalid([SAVINGS_MESSAGES.medicationRetired]);
  return {
    medicationId: medication.medication_id,
    ...recordedPack(pack),
    retailCents: pack.cashCents,
  };
}

function personOf(household: MembershipRecord[], membershipId: number): MembershipRecord {
  const person = household.find((m) => m.id === membershipId);
  if (!person) throw membershipNotFound();
  return person;
}

/** The columns an edit names; the rest keep their values. */
const columnsOf = (input: Partial<FillInput>): Partial<NewFill> => ({
  ...(input.membership_id === undefined ? {} : { membershipId: input.membership_id }),
  ...(input.filled_on === undefined ? {} : { filledOn: input.filled_on }),
  ...(input.quantity === undefined ? {} : { quantity: input.quantity }),
  ...(input.price_paid_cents === undefined ? {} : { pricePaidCents: input.price_paid_cents }),
  ...(input.pharmacy === undefined ? {} : { pharmacy: input.pharmacy }),
});

/** Records a fill for a person of the caller's household; every problem with the form at once. */
export async function recordFill(db: Database, userId: number, body: FillRequest): Promise<Fill> {
  const checked = validateFill(body, dateIn(new Date(), await memberZone(db, userId)));
  if (!checked.ok) throw invalid(checked.errors);
  const input = checked.value;
  const person = personOf(await findHouseholdMemberships(db, userId), input.membership_id);
  const medication = await resolveMedication(db, input.medication);
  const record = await insertFill(db, userId, {
    membershipId: input.membership_id,
    filledOn: input.filled_on,
    quantity: input.quantity,
    pricePaidCents: input.price_paid_cents,
    pharmacy: input.pharmacy,
    ...medication,
    source: 'member',
  });
  return toFill(record, person.displayName);
}

/**
 * Changes the fields sent (at least one). A new medication takes its pack's current retail
 * price; keeping the medication keeps the price it was recorded with. The body is checked
 * before the fill is looked up, so a wrong form gets its messages whatever the id.
 */
export async function changeFill(db: Database, userId: number, id: number, body: FillRequest): Promise<Fill> {
  const checked = validateFill(body, dateIn(new Date(), await memberZone(db, userId)), true);
  if (!checked.ok) throw invalid(checked.errors);
  const input = checked.value;
  if (Object.keys(input).length === 0) throw invalid([SAVINGS_MESSAGES.noChanges]);
  const existing = await findFill(db, userId, id);
  if (!existing) throw fillNotFound();
  // The pharmacy's own record is what the claims file said; the member may only delete it.
  if (existing.source === 'pharmacy') throw new AppError('conflict', SAVINGS_MESSAGES.pharmacyFillLocked);
  const person = personOf(await findHouseholdMemberships(db, userId), input.membership_id ?? existing.membershipId);
  const changes = {
    ...columnsOf(input),
    ...(input.medication ? await resolveMedication(db, input.medication) : {}),
  };
  const updated = await updateFill(db, userId, id, changes);
  if (!updated) throw fillNotFound();
  return toFill(updated, person.displayName);
}

export async function removeFill(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteFill(db, userId, id))) throw fillNotFound();
}

/** The ledger for the account export: read-only, newest first. */
export async function exportFills(db: Database, userId: number): Promise<ExportedFill[]> {
  const [household, records] = await Promise.all([findHouseholdMemberships(db, userId), findAllFills(db, userId)]);
  const people = new Map(household.map((m) => [m.id, m]));
  return records.map((r) => {
    const person = people.get(r.membershipId);
    return {
      person: person?.displayName ?? '',
      full_member_id: person ? fullMemberId(person) : null,
      medication_name: r.medicationName,
      pack_label: r.packLabel,
      filled_on: r.filledOn,
      quantity: r.quantity,
      price_paid: centsToDollars(r.pricePaidCents),
      retail_price: r.retailCents === null ? null : centsToDollars(r.retailCents),
      pharmacy: r.pharmacy,
      source: r.source,
      created_at: r.createdAt.toISOString(),
    };
  });
}
