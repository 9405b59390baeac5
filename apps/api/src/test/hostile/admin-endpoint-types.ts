import type { HostileCall, Method } from './member-endpoints';

/**
 * Every back-office endpoint (docs/decisions/0016-back-office.md), with what an operator would
 * send and requests its contract must refuse with 400. admin.int.test.ts sends each without a
 * token (401), with a member's token (403) and the bad requests as an operator (400), and checks
 * that none of them changed anything; it also fails when an /admin route has no entry here.
 */
export type AdminIds = {
  /** A member who paid through the sandbox: a card, a live subscription and a paid invoice. */
  memberUserId: number;
  /** A paid invoice of that member, with money left to refund. */
  invoiceId: string;
  failedJobId: number;
  /** An FAQ the suite made, and every FAQ's id in their order at the start. */
  faqId: number;
  faqOrder: number[];
  /** A catalogue upload kept as a draft, and one that was published (to roll back to). */
  catalogDraftId: number;
  catalogPublishedId: number;
  /** Another draft, for the operator to discard. */
  catalogDiscardId: number;
  /** An open price report of that member. */
  priceReportId: number;
  /** The live catalogue's version, read again before each test (a publish changes it). */
  catalogVersion: number;
};

export type AdminEndpoint = {
  method: Method;
  /** As registered, under /api/v1. */
  route: string;
  /** Whether the operator's request changes stored data (and so needs a recent sign-in and an audit entry). */
  writes: boolean;
  /**
   * The audit entries a write leaves; 1 unless said. A refund or a cancellation records its
   * intent before the payment provider is asked, then its outcome: 2.
   */
  auditEntries?: number;
  /** What the operator's request answers; 200 unless said. */
  status?: number;
  request(ids: AdminIds): HostileCall;
  /** Requests the contract refuses with 400, changing nothing. */
  badRequests(ids: AdminIds): HostileCall[];
};
