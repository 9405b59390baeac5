import {
  type CreatePriceReportRequest,
  centsToDollars,
  dateIn,
  type ExportedPriceReport,
  PRICE_REPORT_MESSAGES,
  PRICE_REPORT_OPEN_MAX,
  type PriceReport,
  type PriceReportSource,
  packLabel,
  validatePriceReport,
} from '@arx/contracts';
import { FIX_ERRORS_MESSAGE } from '@arx/contracts/member-messages';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { findUserById } from '../auth';
import { lockHousehold, readHouseholdPlan } from '../household';
import { recordedPack } from '../savings';
import {
  countOpenPriceReports,
  findOwnFill,
  findOwnPriceReports,
  findPack,
  findPacksOf,
  insertPriceReport,
  type NewPriceReport,
  type PriceReportRecord,
} from './price-reports.repository';

/**
 * "The price didn't match" (docs/decisions/0017-counter-and-savings.md). Reports are health
 * data: nothing here logs, e-mails or reports one; a member reads only their own.
 */

const invalid = (errors: string[]) => new AppError('validation_failed', FIX_ERRORS_MESSAGE, errors);

export function toPriceReport(record: PriceReportRecord): PriceReport {
  return {
    id: record.id,
    medication_id: record.medicationId,
    fill_id: record.fillId,
    medication_name: record.medicationName,
    pack_label: record.packLabel,
    catalogue_pack: record.cataloguePack ?? null,
    shown_price: record.shownPriceCents === null ? null : centsToDollars(record.shownPriceCents),
    charged: centsToDollars(record.chargedCents),
    charged_on: record.chargedOn,
    pharmacy: record.pharmacy,
    note: record.note,
    status: record.status,
    answer: record.answer,
    answered_at: record.answeredAt?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
  };
}

type Medication = Pick<
  NewPriceReport,
  'medicationId' | 'fillId' | 'medicationName' | 'packLabel' | 'cataloguePack' | 'shownPriceCents'
>;

/** The member price, derived exactly as the price list derives it. */
const memberPriceCents = (pack: { cashCents: number; savingsCents: number }) =>
  pack.cashCents - Math.max(0, pack.savingsCents);

/**
 * The member price of a fill's catalogue pack, so the operator can set it beside what was charged.
 * A fill keeps its pack as the label made of the pack's own key (quantity, unit, day supply);
 * null for free text, or a pack the catalogue no longer lists.
 */
async function fillPackPriceCents(db: Database, medicationId: number | null, label: string | null) {
  if (medicationId === null || label === null) return null;
  const packs = await findPacksOf(db, medicationId);
  const pack = packs.find(
    (p) => packLabel({ quantity: p.quantity, quantity_unit: p.quantityUnit, day_supply: p.daySupply }) === label,
  );
  return pack ? memberPriceCents(pack) : null;
}

/**
 * What the report names, copied in now so a later catalogue or a deleted fill does not change
 * it. A catalogue pack keeps the member price the app showed for it; a fill keeps its
 * medication and pack, and its pack's member price when it is a catalogue pack.
 */
async function resolveSource(db: Database, userId: number, source: PriceReportSource): Promise<Medication> {
  if (source.kind === 'free_text') {
    return {
      medicationId: null,
      fillId: null,
      medicationName: source.name,
      packLabel: null,
      cataloguePack: null,
      shownPriceCents: null,
    };
  }
  if (source.kind === 'fill') {
    const fill = await findOwnFill(db, userId, source.fill_id);
    if (!fill) throw new AppError('not_found', PRICE_REPORT_MESSAGES.fillNotFound);
    return {
      medicationId: fill.medicationId,
      fillId: source.fill_id,
      medicationName: fill.medicationName,
      packLabel: fill.packLabel,
      cataloguePack: fill.cataloguePack,
      shownPriceCents: await fillPackPriceCents(db, fill.medicationId, fill.packLabel),
    };
  }
  const pack = await findPack(db, source.medication_id, source.pricing_id);
  if (!pack) throw invalid([PRICE_REPORT_MESSAGES.packNotFound]);
  return {
    medicationId: source.medication_id,
    fillId: null,
    ...recordedPack(pack),
    shownPriceCents: memberPriceCents(pack),
  };
}

/**
 * Records a report; every problem with the form at once, checked before any id is looked up.
 * Only a household whose membership gives its benefits reports (403 before the form is read),
 * and no more than PRICE_REPORT_OPEN_MAX of its reports wait for an answer at once (409).
 */
export async function reportPrice(db: Database, userId: number, body: CreatePriceReportRequest): Promise<PriceReport> {
  if (!(await readHouseholdPlan(db, userId)).isLive) {
    throw new AppError('forbidden', PRICE_REPORT_MESSAGES.membershipRequired);
  }
  const zone = (await findUserById(db, userId))?.timeZone ?? null;
  const checked = validatePriceReport(body, dateIn(new Date(), zone));
  if (!checked.ok) throw invalid(Object.values(checked.errors));
  const input = checked.value;
  const medication = await resolveSource(db, userId, input.source);
  const record = await withTransaction(db, async (tx) => {
    // The household's lock (decision 0005): two reports sent at once cannot both take the last place.
    if (!(await lockHousehold(tx, userId))) throw new AppError('forbidden', PRICE_REPORT_MESSAGES.membershipRequired);
    if ((await countOpenPriceReports(tx, userId)) >= PRICE_REPORT_OPEN_MAX) {
      throw new AppError('conflict', PRICE_REPORT_MESSAGES.tooManyOpen);
    }
    return insertPriceReport(tx, userId, {
      ...medication,
      pharmacy: input.pharmacy,
      chargedCents: input.charged_cents,
      chargedOn: input.charged_on,
      note: input.note,
    });
  });
  return toPriceReport(record);
}

export async function listOwnPriceReports(db: Database, userId: number): Promise<PriceReport[]> {
  return (await findOwnPriceReports(db, userId)).map(toPriceReport);
}

/** The member's reports for the account export. */
export async function exportPriceReports(db: Database, userId: number): Promise<ExportedPriceReport[]> {
  return (await findOwnPriceReports(db, userId)).map((record) => {
    const { id: _id, medication_id: _medication, fill_id: _fill, ...exported } = toPriceReport(record);
    return exported;
  });
}
