/** Publishing to Instagram (issue 35): the Graph API client, connected accounts, posts and their jobs. */
export * from './graph/index.ts';
export * from './accounts/index.ts';
export * from './posts/index.ts';
export * from './insights/index.ts';
export * from './admin/index.ts';
