export { createPost, listPosts, getPost, updatePost, cancelPost, retryPost, refreshInsights } from './posts.ts';
export { runPublishPost, type PublishRun } from './publish-post.ts';
export { publishingTick, type PublishingTickReport } from './publishing-tick.ts';
export { openPublishingMedia, publishingMediaUrl, PUBLISHING_MEDIA_TTL_SECONDS } from './publishing-media.ts';
export { reasonForSubcode } from './failure-reasons.ts';
