// Members for the dashboard case, made over HTTP the way a browser makes them: the built-in
// sign-in page, the sandbox's hosted checkout with the test card, validate-session, the
// profile form, family members and bookmarks. Idempotent: a later run signs the same people
// in again and only does what is still missing, so a reused database does not grow.

const API = '/api/v1';
const TEST_CARD = '4242424242424242';
const PLANS = ['individual', 'family', 'partner_pet'];
const STATES = ['CA', 'TX', 'NY', 'FL', 'ID', 'OH', 'WA', 'GA', 'IL', 'AZ'];
const CITIES = ['Fresno', 'Austin', 'Albany', 'Tampa', 'Boise', 'Dayton', 'Tacoma', 'Macon', 'Peoria', 'Tucson'];
const FIRST = ['Avery', 'Jordan', 'Riley', 'Casey', 'Morgan', 'Quinn', 'Harper', 'Rowan', 'Emerson', 'Sage'];
const LAST = ['Nguyen', 'Garcia', 'Patel', 'Okafor', 'Schmidt', 'Rossi', 'Kim', 'Silva', 'Novak', 'Brooks'];

class HttpError extends Error {}

function expectStatus(response, allowed, what) {
  if (!allowed.includes(response.status)) {
    throw new HttpError(`${what}: HTTP ${response.status} (expected ${allowed.join(' or ')})`);
  }
}

function cookieFrom(response, name) {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1);
  }
  return null;
}

/** A browser-like client for one person: same origin, JSON calls with the bearer token. */
function browser(origin) {
  let token = null;
  const absolute = (url) => new URL(url, origin).toString();
  const page = (url, init = {}) => fetch(absolute(url), { redirect: 'manual', ...init });
  const api = async (method, path, body) => {
    const headers = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(absolute(`${API}${path}`), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  return {
    origin,
    page,
    api,
    setToken: (value) => {
      token = value;
    },
    get token() {
      return token;
    },
  };
}

const form = (fields) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/**
 * Redirect → the local provider's page → its form → callback → the app with ?code=, which
 * the app trades (with the cookie the callback set) for its token at POST /auth/token.
 */
async function signIn(client, person, returnTo) {
  const state = JSON.stringify({ return_to: returnTo });
  const start = await client.page(`${API}/auth/workos/redirect?${new URLSearchParams({ state, signup: 'true' })}`);
  expectStatus(start, [302, 303], 'sign-in redirect');
  const cookie = cookieFrom(start, 'arx_sign_in');
  if (!cookie) throw new HttpError('sign-in redirect set no arx_sign_in cookie');
  const providerUrl = new URL(start.headers.get('location'), client.origin);
  const signInPage = await client.page(providerUrl);
  expectStatus(signInPage, [200], 'sign-in page');
  await signInPage.text();
  const submitted = await client.page(
    `${API}/auth/local/authorize`,
    form({
      state: providerUrl.searchParams.get('state') ?? '',
      redirect_uri: providerUrl.searchParams.get('redirect_uri') ?? '',
      screen_hint: providerUrl.searchParams.get('screen_hint') ?? 'sign-up',
      email: person.email,
      name: person.name,
    }),
  );
  expectStatus(submitted, [303], 'sign-in form');
  const callback = await client.page(submitted.headers.get('location'), {
    headers: { cookie: `arx_sign_in=${cookie}` },
  });
  expectStatus(callback, [302, 303], 'sign-in callback');
  const landing = new URL(callback.headers.get('location'));
  const code = landing.searchParams.get('code');
  const codeCookie = cookieFrom(callback, 'arx_sign_in_code');
  if (!code || !codeCookie) throw new HttpError(`sign-in ended without a code at ${landing.pathname}`);
  const exchanged = await client.page(`${API}/auth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: `arx_sign_in_code=${codeCookie}`,
    },
    body: JSON.stringify({ code }),
  });
  expectStatus(exchanged, [200], 'sign-in code exchange');
  const { token } = await exchanged.json();
  if (!token) throw new HttpError('the sign-in code exchange answered without a token');
  client.setToken(token);
  const me = await client.api('GET', '/current_user');
  expectStatus(me, [200], 'current_user');
}

/** Plans page → hosted checkout page → pay with the test card → back on /billing/success. */
async function subscribe(client, planSlug) {
  const products = await client.api('GET', '/products');
  expectStatus(products, [200], 'products');
  const plan = products.body.products.find((p) => p.plan_type === planSlug);
  if (!plan) throw new HttpError(`no ${planSlug} plan in /products`);
  const checkout = await client.api('POST', '/subscriptions/checkout', { plan_id: plan.id, interval: 'month' });
  expectStatus(checkout, [200, 201], 'checkout');
  const checkoutPage = await client.page(checkout.body.checkout_url);
  expectStatus(checkoutPage, [200], 'sandbox checkout page');
  await checkoutPage.text();
  const paid = await client.page(checkout.body.checkout_url, form({ card_number: TEST_CARD }));
  expectStatus(paid, [303], 'sandbox payment');
  const sessionId = new URL(paid.headers.get('location')).searchParams.get('session_id');
  const validated = await client.api('POST', '/subscriptions/validate-session', { session_id: sessionId });
  expectStatus(validated, [200], 'validate-session');
  if (!validated.body.success) throw new HttpError(`validate-session: ${validated.body.message}`);
}

function profileOf(index) {
  const year = 1950 + (index % 50);
  const month = String(1 + (index % 12)).padStart(2, '0');
  const day = String(1 + (index % 28)).padStart(2, '0');
  return {
    date_of_birth: `${year}-${month}-${day}`,
    sex: index % 2 === 0 ? 'female' : 'male',
    address_street: `${100 + index} Main Street`,
    address_city: CITIES[index % CITIES.length],
    address_state: STATES[index % STATES.length],
    address_zip: String(10000 + index * 791).slice(0, 5),
  };
}

const HOUSEHOLDS = {
  family: [
    { display_name: 'Sam Partner', person_code: 2 },
    { display_name: 'Alex Junior', person_code: 3 },
  ],
  partner_pet: [{ display_name: 'Biscuit', person_code: 4 }],
  individual: [],
};

async function completeMember(client, person, bookmarkIds) {
  const status = await client.api('GET', '/users/subscription_status');
  expectStatus(status, [200], 'subscription_status');
  if (!status.body.has_active_subscription) await subscribe(client, person.plan);

  const primary = await client.api('GET', '/memberships/primary');
  expectStatus(primary, [200], 'memberships/primary');
  if (!primary.body.membership.profile_completed) {
    const saved = await client.api('PATCH', '/memberships/update_profile', { profile: person.profile });
    expectStatus(saved, [200], 'update_profile');
    if (!saved.body.success) throw new HttpError(`update_profile: ${saved.body.errors.join(' ')}`);
  }
  const existing = new Set(primary.body.membership.family_members.map((m) => m.display_name));
  for (const relative of HOUSEHOLDS[person.plan]) {
    if (existing.has(relative.display_name)) continue;
    const added = await client.api('POST', '/memberships', { membership: relative });
    expectStatus(added, [200, 201], 'add family member');
  }

  const bookmarks = await client.api('GET', '/bookmarks');
  expectStatus(bookmarks, [200], 'bookmarks');
  const marked = new Set(bookmarks.body.bookmarks.map((b) => b.medication.id));
  for (const id of bookmarkIds) {
    if (marked.has(id)) continue;
    // The estimator's bookmark button toggles; only unmarked ones are pressed.
    const toggled = await client.api('POST', `/bookmarks/toggle/${id}`);
    expectStatus(toggled, [200, 201], 'bookmark toggle');
  }
}

/** Medication ids to bookmark: what the estimator lists for a few of the search terms. */
async function bookmarkCandidates(origin, terms) {
  const ids = [];
  for (const term of terms.slice(0, 40)) {
    const url = `${origin}${API}/medications?${new URLSearchParams({ limit: '50', has_prices: 'true', search: term })}`;
    const response = await fetch(url);
    if (!response.ok) throw new HttpError(`medication search for bookmarks: HTTP ${response.status}`);
    const body = await response.json();
    ids.push(...body.medications.slice(0, 3).map((m) => m.id));
    if (ids.length >= 200) break;
  }
  if (ids.length < 10) throw new HttpError('the catalogue search found too few medications to bookmark');
  return ids;
}

/**
 * Signs up `count` members (5 at a time) and returns their tokens. Each has an active plan
 * (individual, family or partner/pet in turn), a completed profile, the household its plan
 * allows and 3–5 bookmarks.
 */
export async function ensureMembers({ origin, count, terms, log }) {
  const candidates = await bookmarkCandidates(origin, terms);
  const members = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const number = String(index + 1).padStart(2, '0');
      const person = {
        email: `bench.member.${number}@example.com`,
        name: `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]}`,
        plan: PLANS[index % PLANS.length],
        profile: profileOf(index),
      };
      const client = browser(origin);
      const picks = Array.from(
        { length: 3 + (index % 3) },
        (_, k) => candidates[(index * 7 + k * 13) % candidates.length],
      );
      try {
        await signIn(client, person, '/register?step=plans');
        await completeMember(client, person, picks);
      } catch (error) {
        throw new Error(`member ${number}: ${error.message}`);
      }
      members[index] = { email: person.email, plan: person.plan, token: client.token };
    }
  };
  await Promise.all(Array.from({ length: 5 }, worker));
  log(`${count} members signed in, subscribed, profiles complete (${Math.round(performance.now() - started)} ms)`);
  return members;
}

/**
 * Signs `person` in through the built-in sign-in page and answers the app's token: with
 * operator@demo.arx.test (the demo operator), a back-office token.
 */
export async function signInForToken(origin, person) {
  const client = browser(origin);
  await signIn(client, person, '/dashboard');
  return client.token;
}
