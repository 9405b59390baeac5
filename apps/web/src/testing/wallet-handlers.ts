import type {
  AddPassLinkResponse,
  CreateWalletPassResponse,
  Product,
  User,
  WalletEligibilityResponse,
} from '@arx/contracts';
import { isWalletPlatform, PASS_LINK_TTL_SECONDS, PKPASS_CONTENT_TYPE, WALLET_MESSAGES } from '@arx/contracts/wallet';
import { HttpResponse, http } from 'msw';
import { callerOf, subscriptionOf, unauthorized } from './account-handlers';
import { householdOf } from './family-handlers';
import { hasMockPrimaryProfile } from './member-handlers';

/**
 * Wallet passes in the mock API, following the API's rule (docs/product.md §6): a pass needs an active
 * subscription, a completed profile and a card the plan keeps active. The card holder's
 * membership id is the user's id (member-handlers.ts); dependents are the household's.
 */
const notFound = () =>
  HttpResponse.json({ code: 'not_found', message: WALLET_MESSAGES.membershipNotFound }, { status: 404 });
/** The API's one refusal of a pass the card cannot have (the reason is the eligibility answer's). */
const ineligible = () => HttpResponse.json({ code: 'forbidden', message: WALLET_MESSAGES.ineligible }, { status: 403 });
const badPlatform = () =>
  HttpResponse.json(
    { code: 'validation_failed', message: 'platform must be one of ios, android, safari' },
    { status: 400 },
  );

/** A stand-in .pkpass: a zip's first bytes are enough for a browser to save a file. */
export const MOCK_PKPASS_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);

function eligibilityOf(user: User, products: Product[], membershipId: number | null): WalletEligibilityResponse | null {
  const subscribed = subscriptionOf(user) !== null;
  let complete: boolean;
  let active = true;
  let id = user.id;
  if (membershipId === null || membershipId === user.id) {
    complete = hasMockPrimaryProfile(user.id);
  } else {
    const member = householdOf(user, products).family_members.find((m) => m.id === membershipId);
    if (!member) return null;
    complete = member.profile_completed;
    active = member.status === 'active';
    id = member.id;
  }
  const reason = !subscribed
    ? WALLET_MESSAGES.noSubscription
    : !complete
      ? WALLET_MESSAGES.profileIncomplete
      : !active
        ? WALLET_MESSAGES.suspended
        : null;
  return { eligible: reason === null, has_active_subscription: subscribed, membership_id: id, reason };
}

const inTenMinutes = () => new Date(Date.now() + PASS_LINK_TTL_SECONDS * 1000).toISOString();

function membershipIdOf(value: unknown): number | null {
  const id = Number(value);
  return value === undefined || value === null || value === '' || !Number.isInteger(id) ? null : id;
}

export function createWalletHandlers(products: Product[]) {
  /** The caller's eligibility for the membership the request names, or the answer refusing it. */
  const check = (request: Request, membershipId: number | null) => {
    const user = callerOf(request);
    if (!user) return { refusal: unauthorized() };
    const eligibility = eligibilityOf(user, products, membershipId);
    return eligibility ? { eligibility } : { refusal: notFound() };
  };

  return [
    http.get('*/api/v1/wallet_passes/eligibility', ({ request }) => {
      const result = check(request, membershipIdOf(new URL(request.url).searchParams.get('membership_id')));
      return result.refusal ?? HttpResponse.json(result.eligibility);
    }),
    http.post('*/api/v1/wallet_passes', async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { platform?: unknown; membership_id?: unknown } | null;
      if (!isWalletPlatform(body?.platform)) return badPlatform();
      const result = check(request, membershipIdOf(body?.membership_id));
      if (result.refusal) return result.refusal;
      const { eligibility } = result;
      if (!eligibility.eligible) return ineligible();
      const id = eligibility.membership_id!;
      const passUrl =
        body.platform === 'android'
          ? `https://pay.google.com/gp/v/save/mock.${id}.jwt`
          : new URL(`/api/v1/wallet_passes/${id}/download?platform=ios&ticket=mock-ticket-${id}`, request.url).href;
      return HttpResponse.json<CreateWalletPassResponse>({
        success: true,
        platform: body.platform,
        membership_id: id,
        pass_url: passUrl,
        expires_at: inTenMinutes(),
      });
    }),
    http.get('*/api/v1/wallet_passes/add_link', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const platform = params.get('platform');
      if (!isWalletPlatform(platform)) return badPlatform();
      const result = check(request, membershipIdOf(params.get('membership_id')));
      if (result.refusal) return result.refusal;
      const { eligibility } = result;
      if (!eligibility.eligible) return ineligible();
      const token = crypto.randomUUID().replace(/-/g, '');
      return HttpResponse.json<AddPassLinkResponse>({
        link: new URL(`/api/v1/wallet_passes/links/${token}`, request.url).href,
        platform,
        membership_id: eligibility.membership_id!,
        expires_at: inTenMinutes(),
        expires_in_seconds: PASS_LINK_TTL_SECONDS,
      });
    }),
    http.get('*/api/v1/wallet_passes/:id/download', ({ request, params }) => {
      const url = new URL(request.url);
      if (!['ios', 'safari'].includes(url.searchParams.get('platform') ?? '')) return badPlatform();
      // A ticket stands in for the bearer token (the pass frame and new windows have none).
      if (!url.searchParams.get('ticket')) {
        const result = check(request, membershipIdOf(params.id));
        if (result.refusal) return result.refusal;
        if (!result.eligibility.eligible) return ineligible();
      }
      return new HttpResponse(MOCK_PKPASS_BYTES, {
        headers: {
          'content-type': PKPASS_CONTENT_TYPE,
          'content-disposition': 'attachment; filename="arx-member-card.pkpass"',
        },
      });
    }),
  ];
}
