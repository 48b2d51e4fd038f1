export { listFailedPostsForAdmin, listPublishingAccountsForAdmin } from './admin-publishing.ts';
