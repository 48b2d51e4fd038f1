export * from './errors.ts';
export * from './common.ts';
export * from './users.ts';
export * from './analytics.ts';
export * from './health.ts';
export * from './mail.ts';
export * from './suggestions.ts';
export * from './media.ts';
