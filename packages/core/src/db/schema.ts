/**
 * The database schema, one file per domain (db/schema/<domain>.ts), each owned by the domain's repositories.
 * This barrel is what drizzle-kit reads (packages/core/drizzle.config.ts) and what migrations and repositories import.
 */
export * from './schema/accounts.ts';
export * from './schema/mail.ts';
export * from './schema/analytics.ts';
export * from './schema/funnels.ts';
export * from './schema/media-library.ts';
export * from './schema/content.ts';
export * from './schema/profiles.ts';
export * from './schema/trends.ts';
export * from './schema/milestones.ts';
export * from './schema/rate-limits.ts';
export * from './schema/billing.ts';
export * from './schema/admin.ts';
export * from './schema/publishing.ts';
