import type { Post, Suggestion } from '@reelcraft/contract';
import { Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { ComposerDialog, canPublish } from './composer.tsx';
import { FailureReason, InsightsList, PermalinkLink, PostStatusBadge } from './post-parts.tsx';
import { RefreshInsights, RetryButton } from './post-details.tsx';
import { usePostsWindow } from './publishing.api.ts';
import { dayKey, formatDateTime, toOffsetIso } from './time.ts';

const WINDOW_DAYS = 62;

/** The windows the content page asks for: the last 62 days (published) and the next 62 (scheduled). */
function windows(now: Date) {
  const hour = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours());
  const back = new Date(hour.getTime() - WINDOW_DAYS * 86_400_000);
  const ahead = new Date(hour.getTime() + WINDOW_DAYS * 86_400_000);
  return { past: [toOffsetIso(back), toOffsetIso(hour)] as const, future: [toOffsetIso(hour), toOffsetIso(ahead)] as const };
}

/**
 * On a content item: "Post to Instagram" and the posts made from it, with their status and numbers. There is no
 * "posts of this item" endpoint: the last and next 62 days are asked for and filtered by the item's id.
 */
export function ContentPosts({ item }: { item: Suggestion }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const range = useMemo(() => windows(new Date()), []);
  const ready = canPublish(item);
  const past = usePostsWindow(range.past[0], range.past[1], ready);
  const future = usePostsWindow(range.future[0], range.future[1], ready);
  const posts = useMemo(() => {
    const seen = new Map<string, Post>();
    for (const post of [...(past.data?.posts ?? []), ...(future.data?.posts ?? [])])
      if (post.suggestion_id === item.id && post.status !== 'cancelled') seen.set(post.id, post);
    return [...seen.values()].sort((a, b) => Date.parse(b.publish_at) - Date.parse(a.publish_at));
  }, [past.data, future.data, item.id]);

  if (!ready) return null;
  return (
    <section aria-labelledby="content-posts-title" className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="content-posts-title" className="text-xl font-semibold">
          {t('web.publishing.content.title')}
        </h2>
        <Button onClick={() => setOpen(true)}>
          <Send aria-hidden="true" className="size-4" />
          {t('web.publishing.content.post')}
        </Button>
      </div>
      {past.isPending || future.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : past.isError && future.isError ? (
        <p className="text-sm text-muted">{t('web.publishing.content.load_failed')}</p>
      ) : posts.length === 0 ? (
        <p className="text-sm text-muted">{t('web.publishing.content.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" data-testid="content-posts">
          {posts.map((post) => (
            <ContentPost key={post.id} post={post} />
          ))}
        </ul>
      )}
      <ComposerDialog item={item} open={open} onOpenChange={setOpen} />
    </section>
  );
}

function ContentPost({ post }: { post: Post }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid="content-post">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <PostStatusBadge post={post} />
        <span className="font-medium">{t(`web.publishing.kind.${post.kind}`)}</span>
        <span className="text-muted">@{post.account.username}</span>
        <span className="text-muted">{formatDateTime(post.published_at ?? post.publish_at, locale)}</span>
      </p>
      {post.status === 'failed' && (
        <div className="flex flex-col gap-2">
          <FailureReason post={post} />
          <RetryButton post={post} />
        </div>
      )}
      {post.status === 'published' && (
        <>
          <InsightsList insights={post.insights} />
          <RefreshInsights post={post} />
          <PermalinkLink post={post} />
        </>
      )}
      <Link
        to={`/app/calendar?date=${dayKey(new Date(post.publish_at))}&post=${post.id}`}
        className="self-start text-sm font-medium text-link underline-offset-4 hover:underline"
      >
        {t('web.publishing.content.in_calendar')}
      </Link>
    </li>
  );
}
