import type { PGlite } from '@electric-sql/pglite';

export type ReadCacheOptions = {
  /** Most results kept; the least recently used goes first. */
  maxEntries?: number;
  /** Larger results are not kept: the catalogue has its own index, and members' rows are few. */
  maxRows?: number;
};

export type ReadCacheStats = { hits: number; misses: number; writes: number; entries: number };

type Entry = { generation: number; result: unknown };

/**
 * Functions whose answer changes with the clock or by chance: a read using one is never kept,
 * because no write tells us it went stale.
 */
const VOLATILE =
  /\b(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|gen_random_uuid|nextval|currval|pg_[a-z_]+)\s*\(|\bcurrent_(date|time|timestamp)\b|\blocal(time|timestamp)\b/i;
const PLAIN_SELECT = /^\s*\(?\s*select\b/i;

/**
 * An exact read cache for the embedded database (decision 0011). PGlite runs in this process
 * only (the data directory is locked), so every change to the data goes through this client:
 * `query`, `exec` and `transaction` on this one object. Each statement that is not a plain
 * SELECT, and every transaction's start and end, moves a generation counter; a cached result is
 * served only while the counter still has the value it had when the query was sent, so a write
 * anywhere drops every cached read at once. Results that arrive after a write was sent are not
 * kept (they may predate it), and neither are reads using the clock or other volatile functions.
 *
 * Only array-mode results are kept (Drizzle's query builder asks for those and maps each row
 * into new objects); they are frozen, so a caller that tried to change a shared result would
 * fail loudly in tests instead of corrupting the next member's answer.
 *
 * PostgreSQL gets no such cache: several instances write to it, and this process would not see
 * their writes.
 */
export function installReadCache(client: PGlite, options: ReadCacheOptions = {}): ReadCacheStats {
  const maxEntries = options.maxEntries ?? 5_000;
  const maxRows = options.maxRows ?? 200;
  const entries = new Map<string, Entry>();
  const stats: ReadCacheStats = { hits: 0, misses: 0, writes: 0, entries: 0 };
  let generation = 0;

  const moved = () => {
    generation++;
    if (entries.size > 0) {
      entries.clear();
      stats.entries = 0;
    }
  };

  /** Runs a statement that may change data: the generation moves before it is sent and after it ends. */
  const asWrite = async <T>(run: () => Promise<T>): Promise<T> => {
    stats.writes++;
    moved();
    try {
      return await run();
    } finally {
      moved();
    }
  };

  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);

  client.query = (async (sql: string, params?: unknown[], queryOptions?: { rowMode?: string }) => {
    const key = queryOptions?.rowMode === 'array' ? cacheKey(sql, params) : null;
    if (key === null) {
      if (PLAIN_SELECT.test(sql)) return query(sql, params, queryOptions as never);
      return asWrite(() => query(sql, params, queryOptions as never));
    }
    const cached = entries.get(key);
    if (cached && cached.generation === generation) {
      stats.hits++;
      // Most recently used goes to the end of the Map's order.
      entries.delete(key);
      entries.set(key, cached);
      return cached.result;
    }
    stats.misses++;
    const sentAt = generation;
    const result = await query(sql, params, queryOptions as never);
    if (generation === sentAt && result.rows.length <= maxRows) {
      entries.set(key, { generation: sentAt, result: deepFreeze(result) });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      stats.entries = entries.size;
    }
    return result;
  }) as PGlite['query'];

  client.exec = ((...args: Parameters<PGlite['exec']>) => asWrite(() => exec(...args))) as PGlite['exec'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    asWrite(() => transaction(...args))) as PGlite['transaction'];

  return stats;
}

/** The key of a cacheable read, or null for a write, a volatile read or odd parameters. */
function cacheKey(sql: string, params: unknown[] | undefined): string | null {
  if (!PLAIN_SELECT.test(sql) || VOLATILE.test(sql) || /\bfor\s+(update|share|no key update|key share)\b/i.test(sql)) {
    return null;
  }
  try {
    return `${sql}\u0000${JSON.stringify(params ?? [])}`;
  } catch {
    // A BigInt or a cycle: not worth a key.
    return null;
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value) || ArrayBuffer.isView(value)) {
    return value;
  }
  if (value instanceof Date) return value;
  for (const child of Object.values(value as object)) deepFreeze(child);
  return Object.freeze(value);
}
