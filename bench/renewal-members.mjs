// The members the renewal-notices case writes to: card holders on yearly plans renewing within
// the notice window, put straight into the bench database with one INSERT … SELECT over
// generate_series (signing 100,000 people up over HTTP would take longer than the batch). Every
// row is recognisable by its e-mail address, so a run removes the last run's rows, their queued
// jobs and their sent e-mails first, and each run sends the same 100,000 messages.

/** Every bench renewal member's address matches this (LIKE pattern). */
export const RENEWAL_EMAILS = 'bench.renewal.%@example.com';

/** Card names; the notice greets the member by the first word of the card holder's name. */
const FIRST = ['Avery', 'Jordan', 'Riley', 'Casey', 'Morgan', 'Quinn', 'Harper', 'Rowan', 'Emerson', 'Sage'];
const LAST = ['Nguyen', 'Garcia', 'Patel', 'Okafor', 'Schmidt', 'Rossi', 'Kim', 'Silva', 'Novak', 'Brooks'];

/** An undefined table (a database the app never migrated) has nothing to remove or count. */
async function unlessNoTables(work, fallback) {
  try {
    return await work();
  } catch (error) {
    if (error?.code === '42P01') return fallback;
    throw error;
  }
}

/**
 * Removes a previous run's bench renewal rows. Jobs name their member only inside the payload,
 * so they go first; deleting the users then cascades to their cards, subscriptions and sent
 * e-mails. The demo mailbox is cleared too, in case a server without SMTP swept them up.
 */
export function removeRenewalMembers(client) {
  return unlessNoTables(
    async () => {
      const jobs = await client.query(
        `delete from jobs
          where kind = 'email' and key like 'renewal:%'
            and payload->>'userId' in (select id::text from users where email like $1)`,
        [RENEWAL_EMAILS],
      );
      await client.query('delete from mailbox_messages where to_address like $1', [RENEWAL_EMAILS]);
      const users = await client.query('delete from users where email like $1', [RENEWAL_EMAILS]);
      return { users: users.rowCount, jobs: jobs.rowCount };
    },
    { users: 0, jobs: 0 },
  );
}

/**
 * Writes `count` members in one statement: a user, a card-holder membership and an active yearly
 * subscription each, on the seeded plans in turn. Renewal dates are spread over days 0–28 after
 * now (the sandbox test clock's now, as the sweep reads it) plus an hour and a spread time of
 * day, so all fall inside the sweep's (now, now + 30 days] and the three plans' notices render a
 * few dozen distinct bodies, as a real month of renewals would.
 */
export async function createRenewalMembers(client, count) {
  const started = performance.now();
  await client.query('begin');
  let row;
  try {
    const { rows } = await client.query(
      `with plan as (
         select (row_number() over (order by p.rank, p.id))::int - 1 as k, p.id as product_id,
                pr.id as price_id, pr.amount_cents, pr.currency, p.group_code, p.bin_number
           from products p join prices pr on pr.product_id = p.id
          where p.active and pr.active and pr.billing_interval = 'year'
       ),
       clock as (
         select now() + coalesce((select offset_ms from sandbox_clock where id = 1), 0) * interval '1 millisecond' as now
       ),
       person as (
         select lpad(n::text, 6, '0') as tag, plan.product_id, plan.price_id, plan.amount_cents, plan.currency,
                plan.group_code, plan.bin_number,
                ($2::text[])[1 + n % cardinality($2::text[])] || ' ' ||
                  ($3::text[])[1 + (n / cardinality($2::text[])) % cardinality($3::text[])] as name,
                clock.now + interval '1 hour' + (n % 29) * interval '1 day' + ((n * 7919) % 86400) * interval '1 second'
                  as renews_at
           from generate_series(1, $1::int) as n
           join plan on plan.k = n % (select count(*) from plan)
          cross join clock
       ),
       added as (
         insert into users (workos_id, email, name, payment_customer_id)
         select 'bench_renewal_' || tag, 'bench.renewal.' || tag || '@example.com', name, 'cus_bench_renewal_' || tag
           from person
         returning id, workos_id
       ),
       owner as (
         select added.id as user_id, person.* from added join person on added.workos_id = 'bench_renewal_' || person.tag
       ),
       cards as (
         insert into memberships (owner_user_id, person_code, sequence, member_number, display_name, status,
                                  group_code, bin_number)
         select user_id, 1, 1, 'BRN-' || tag, name, 'active', group_code, bin_number from owner
         returning id
       ),
       subs as (
         insert into subscriptions (user_id, provider, provider_subscription_id, provider_customer_id, product_id,
                                    price_id, status, billing_interval, amount_cents, currency, current_period_end,
                                    cancel_at_period_end, provider_read_at)
         select user_id, 'sandbox', 'sub_bench_renewal_' || tag, 'cus_bench_renewal_' || tag, product_id, price_id,
                'active', 'year', amount_cents, currency, renews_at, false, now()
           from owner
         returning id
       )
       select (select count(*) from plan)::int as plans, (select now from clock) as clock_now,
              (select count(*) from added)::int as users, (select count(*) from cards)::int as cards,
              (select count(*) from subs)::int as subscriptions,
              (select min(renews_at) from person) as first_renewal, (select max(renews_at) from person) as last_renewal`,
      [count, FIRST, LAST],
    );
    [row] = rows;
    if (row.plans === 0) throw new Error('the database has no active yearly plan (the seed writes one per plan)');
    if (row.users !== count || row.cards !== count || row.subscriptions !== count) {
      throw new Error(`wrote ${row.users} users, ${row.cards} cards, ${row.subscriptions} subscriptions, not ${count}`);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  // Fresh statistics and visibility map, so the sweep and the job queries plan the same way each run.
  await client.query('vacuum (analyze) users, memberships, subscriptions, jobs, sent_emails');
  return {
    members: count,
    plans: row.plans,
    clockNow: row.clock_now,
    firstRenewal: row.first_renewal,
    lastRenewal: row.last_renewal,
    ms: performance.now() - started,
  };
}

/**
 * What the app recorded for these members: renewal e-mails in sent_emails (rows, members, job
 * keys) and their jobs by status, with when the sweep queued the first and the last.
 */
export async function renewalDelivery(client) {
  const sent = await client.query(
    `select count(*)::int as rows, count(distinct s.user_id)::int as members,
            count(distinct s.job_key)::int as job_keys,
            count(*) filter (where s.transport = 'smtp')::int as by_smtp
       from sent_emails s join users u on u.id = s.user_id
      where s.kind = 'renewal-notice' and u.email like $1`,
    [RENEWAL_EMAILS],
  );
  const jobs = await client.query(
    `select count(*)::int as queued,
            count(*) filter (where j.status = 'done')::int as done,
            count(*) filter (where j.status = 'pending')::int as pending,
            count(*) filter (where j.status = 'failed')::int as failed,
            count(*) filter (where j.attempts > 1)::int as retried,
            min(j.created_at) as first_queued_at, max(j.created_at) as last_queued_at
       from jobs j join users u on u.id = (j.payload->>'userId')::int
      where j.kind = 'email' and j.key like 'renewal:%' and u.email like $1`,
    [RENEWAL_EMAILS],
  );
  const [s] = sent.rows;
  const [j] = jobs.rows;
  return {
    sentEmails: { rows: s.rows, members: s.members, jobKeys: s.job_keys, bySmtp: s.by_smtp },
    jobs: {
      queued: j.queued,
      done: j.done,
      pending: j.pending,
      failed: j.failed,
      retried: j.retried,
      firstQueuedAt: j.first_queued_at?.getTime() ?? null,
      lastQueuedAt: j.last_queued_at?.getTime() ?? null,
    },
  };
}

/** How many renewal e-mails these members have in sent_emails so far (the last few trail the SMTP send). */
export async function renewalsRecorded(client) {
  const { rows } = await client.query(
    `select count(*)::int as n from sent_emails s join users u on u.id = s.user_id
      where s.kind = 'renewal-notice' and u.email like $1`,
    [RENEWAL_EMAILS],
  );
  return rows[0].n;
}
