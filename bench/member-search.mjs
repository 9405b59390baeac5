// The member-search case (docs/decisions/0016-back-office.md): the back office finds a member
// among 1,000,000 by member ID, part of an e-mail or a name, and must answer in under 100 ms at
// p99 on PostgreSQL. The members are written straight into the bench database with INSERT …
// SELECT over generate_series (signing a million people up over HTTP would take hours), kept
// between runs, and recognised by their provider id. PostgreSQL only.
import { loadPg } from './catalog.mjs';
import { runCase } from './load.mjs';
import { signInForToken } from './members.mjs';

export const SEARCH_MEMBERS = 1_000_000;
/** A few operators at once: the back office is a handful of staff, not the public. */
export const SEARCH_CONNECTIONS = 4;
export const SEARCH_SKIPPED_ON_PGLITE =
  'PostgreSQL only (set BENCH_DATABASE_URL): the goal is about a million members on the production database';

/** Every generated member's provider id starts so (LIKE pattern). */
const PROVIDER_IDS = 'bench-search|%';
/** Their member numbers are ARX-5000001 and up: far above what the app's own sequence reaches in a bench database. */
const NUMBER_BASE = 5_000_000;
const FIRST = [
  'Avery',
  'Jordan',
  'Riley',
  'Casey',
  'Morgan',
  'Quinn',
  'Harper',
  'Rowan',
  'Emerson',
  'Sage',
  'Olivia',
  'Liam',
  'Noah',
  'Emma',
  'Ava',
  'Mia',
  'Lucas',
  'Mateo',
  'Sofia',
  'Camila',
];
const LAST = [
  'Nguyen',
  'Garcia',
  'Patel',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Kim',
  'Silva',
  'Novak',
  'Brooks',
  'Johnson',
  'Williams',
  'Martinez',
  'Lopez',
  'Gonzalez',
  'Hernandez',
  'Smith',
  'Brown',
  'Davis',
  'Miller',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
];
const DOMAINS = ['example.com', 'example.org', 'mail.example', 'club.example'];

/** Member g's name and e-mail, as the SQL below writes them (the queries are made from the same rule). */
function person(g) {
  const first = FIRST[g % FIRST.length];
  const last = LAST[Math.floor(g / FIRST.length) % LAST.length];
  return { name: `${first} ${last}`, email: `${first}.${last}${g}@${DOMAINS[g % DOMAINS.length]}`.toLowerCase() };
}

/**
 * Writes `count` members (an account and a card each) unless exactly that many from an earlier
 * run are there; answers whether they were reused and how long writing took.
 */
export async function ensureSearchMembers(client, count) {
  const { rows } = await client.query('select count(*)::int as n from users where workos_id like $1', [PROVIDER_IDS]);
  if (rows[0].n === count) return { reused: true, ms: 0 };
  const started = performance.now();
  await client.query('begin');
  try {
    await client.query('delete from users where workos_id like $1', [PROVIDER_IDS]);
    await client.query(
      `insert into users (workos_id, email, name)
       select 'bench-search|' || g,
              lower(($2::text[])[1 + g % $4] || '.' || ($3::text[])[1 + (g / $4) % $5] || g || '@' || ($6::text[])[1 + g % $7]),
              ($2::text[])[1 + g % $4] || ' ' || ($3::text[])[1 + (g / $4) % $5]
         from generate_series(1, $1::int) g`,
      [count, FIRST, LAST, FIRST.length, LAST.length, DOMAINS, DOMAINS.length],
    );
    await client.query(
      `insert into memberships (owner_user_id, person_code, sequence, member_number, display_name, status,
                                profile_completed, group_code, bin_number)
       select id, 1, 1, 'ARX-' || ($1::int + split_part(workos_id, '|', 2)::int), name, 'active', true, 'ARXCLUB', '610000'
         from users where workos_id like $2`,
      [NUMBER_BASE, PROVIDER_IDS],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('analyze users');
  await client.query('analyze memberships');
  return { reused: false, ms: performance.now() - started };
}

/**
 * What operators type, the same ~300 every run: member IDs in their forms (with and without the
 * person suffix, lower case, no dash), pieces of e-mails, whole e-mails, names, a card holder's
 * full name, a domain, and searches that match nobody.
 */
export function searchQueries(count) {
  const queries = [];
  for (let i = 0; i < 40; i++) {
    const g = 1 + ((i * 7919 * 104729) % count);
    const { name, email } = person(g);
    const number = NUMBER_BASE + g;
    queries.push(
      `ARX-${number}`,
      `arx-${number}-01`,
      `ARX${number}`,
      email.slice(0, 8 + (i % 6)),
      email,
      email.split('@')[0].slice(-7),
      name.split(' ')[1].toLowerCase() + String(g).slice(0, 3),
    );
    if (i % 4 === 0) queries.push(name, `zz${i}-nobody`);
  }
  queries.push(...DOMAINS, 'kim', 'li', 'patel');
  return queries;
}

/** The autocannon case: the operator's token on every request, the queries in turn. */
export function memberSearchCase({ token, count }) {
  const paths = searchQueries(count).map((q) => `/api/v1/admin/members?${new URLSearchParams({ q })}`);
  return {
    id: 'member-search',
    label: `admin member search (${count.toLocaleString('en-US')} members, ${SEARCH_CONNECTIONS} operators)`,
    url: '/api/v1/admin/members?q={query}',
    requests: () => {
      let next = 0;
      return [
        {
          method: 'GET',
          path: paths[0],
          setupRequest: (request) => {
            request.path = paths[next++ % paths.length];
            request.headers.authorization = `Bearer ${token}`;
            return request;
          },
        },
      ];
    },
    queries: paths.length,
    goal: { maxP99Ms: 100 },
  };
}

/** Runs the case against the running server; PostgreSQL only. */
export async function runMemberSearch({ root, database, origin, count, load, log }) {
  if (database.kind !== 'postgres') return { skipped: SEARCH_SKIPPED_ON_PGLITE };
  const pg = loadPg(root);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let written;
  try {
    written = await ensureSearchMembers(client, count);
  } finally {
    await client.end();
  }
  log(
    written.reused
      ? `  reusing the ${count.toLocaleString('en-US')} generated members of an earlier run`
      : `  wrote ${count.toLocaleString('en-US')} members (${(written.ms / 1000).toFixed(1)} s)`,
  );
  const token = await signInForToken(origin, { email: 'operator@demo.arx.test', name: 'Bench Operator' });
  const testCase = memberSearchCase({ token, count });
  const result = await runCase(origin, testCase, { ...load, connections: SEARCH_CONNECTIONS });
  return { ...result, goal: testCase.goal, members: count, queries: testCase.queries, generated: written };
}
