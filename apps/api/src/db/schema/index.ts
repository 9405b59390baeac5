/**
 * The database schema, one file per area; every table is exported from here, so code imports
 * `db/schema` and drizzle-kit reads this folder (drizzle.config.ts).
 */
export * from './analytics';
export * from './back-office';
export * from './bookmarks';
export * from './catalog';
export * from './catalog-uploads';
export * from './faqs';
export * from './jobs';
export * from './lifecycle';
export * from './memberships';
export * from './sandbox';
export * from './savings';
export * from './sign-in';
export * from './subscriptions';
export * from './wallet';
