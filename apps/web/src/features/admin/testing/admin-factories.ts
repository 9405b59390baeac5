import type { AdminAuditEvent, AdminJob, AdminMemberSummary, AdminPriceReport } from '@arx/contracts/admin';

/**
 * Test data for the back office, shaped as its API answers. It lives in the admin feature because
 * nothing outside it may know the admin contracts (biome.json); only the admin tests use it.
 */
let sequence = 0;

export function buildAdminMember(overrides: Partial<AdminMemberSummary> = {}): AdminMemberSummary {
  sequence++;
  return {
    user_id: sequence,
    email: `member${sequence}@example.com`,
    name: `Member ${sequence}`,
    member_id: `ARX-${String(sequence).padStart(6, '0')}-01`,
    card_name: `Member ${sequence}`,
    card_status: 'active',
    joined_at: '2030-01-15T12:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminJob(overrides: Partial<AdminJob> = {}): AdminJob {
  sequence++;
  return {
    id: sequence,
    kind: 'email.renewal_notice',
    key: `renewal:${sequence}`,
    status: 'failed',
    attempts: 5,
    max_attempts: 5,
    run_at: '2030-03-01T09:00:00.000Z',
    last_error: 'SMTP 421: try again later',
    created_at: '2030-03-01T08:00:00.000Z',
    finished_at: '2030-03-01T09:30:00.000Z',
    member: null,
    ...overrides,
  };
}

export function buildAuditEvent(overrides: Partial<AdminAuditEvent> = {}): AdminAuditEvent {
  sequence++;
  return {
    id: sequence,
    at: '2030-03-02T10:15:00.000Z',
    operator_user_id: 900,
    operator_email: 'operator@example.com',
    action: 'job.retry',
    member_user_id: null,
    member: null,
    subject_type: 'job',
    subject_id: String(sequence),
    before: null,
    after: { kind: 'email.renewal_notice', status: 'pending' },
    reason: null,
    ...overrides,
  };
}

/** A token claim set for an operator who signed in `hoursAgo` hours ago. */
export function operatorClaims(hoursAgo = 1) {
  return {
    user_id: 900,
    email: 'operator@example.com',
    name: 'Olive Operator',
    role: 'operator' as const,
    iat: Math.floor(Date.now() / 1000) - hoursAgo * 3600,
  };
}

/** A member's price report as the back office lists it. */
export function buildAdminPriceReport(overrides: Partial<AdminPriceReport> = {}): AdminPriceReport {
  return {
    id: 7,
    status: 'open',
    reporter: { user_id: 42, email: 'reporter@example.com', member_id: 'ARX-000042-01' },
    medication_name: 'Atorvastatin 20 mg tablet',
    pack_label: '30 tablets, 30-day supply',
    pharmacy: 'Main Street Pharmacy',
    charged_on: '2026-03-05',
    shown_price: 9,
    charged: 15,
    difference: 6,
    note: 'The till said $15',
    answer: null,
    answered_at: null,
    created_at: '2026-03-05T15:00:00.000Z',
    ...overrides,
  };
}
