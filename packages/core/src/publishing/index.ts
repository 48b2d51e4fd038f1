/** Publishing to social platforms. So far: the Instagram Graph API client (no storage, jobs or routes yet). */
export * from './graph/index.ts';
