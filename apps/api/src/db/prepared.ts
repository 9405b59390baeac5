import type { Database } from './client';

/**
 * A hot read whose SQL never changes, only its parameters: built once per database handle (and
 * on PostgreSQL prepared once per connection under its name) instead of on every call, which
 * saves the query builder's work and the server's parsing and planning.
 */
export function preparedPerDatabase<TQuery>(build: (db: Database) => TQuery): (db: Database) => TQuery {
  const built = new WeakMap<Database, TQuery>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
