import { type Core, runPublishPost } from '@reelcraft/core';

/**
 * Worker side of `publish-post`: one post to Instagram in recorded steps (core publishing/posts/publish-post.ts). The
 * job's signal (deadline, shutdown) goes down to every Graph call and poll; what Instagram refuses fails the post,
 * what is transient is thrown back for the queue's retries.
 */
export async function registerPublishPostJob(core: Core): Promise<void> {
  await core.queue.work('publish-post', (payload, meta) => runPublishPost(core, payload.post_id, { signal: meta.signal, isLastAttempt: meta.isLastAttempt }));
}
