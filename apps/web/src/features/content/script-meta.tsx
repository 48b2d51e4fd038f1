import { Bot, CircleHelp, PenTool, Tag } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import type { SuggestionResult } from './content.api.ts';

/** Where the blog topic and the active Instagram account are changed (the profile page's sections). */
export const BLOG_TOPIC_PATH = '/app/profile#blog-topic';
export const ACCOUNTS_PATH = '/app/profile#instagram-accounts';

/**
 * Who wrote the text (issue 11 item 6): the built-in writer or the connected AI model, never "AI" when it was
 * ours. Results from before the label existed say nothing.
 */
export function WriterLabel({ result, className }: { result: Pick<SuggestionResult, 'writer' | 'writerModel'>; className?: string }) {
  const { t } = useTranslation();
  const writer = result.writer;
  if (writer !== 'builtin' && writer !== 'llm') return null;
  const model = result.writerModel?.trim();
  const text =
    writer === 'llm' ? (model ? t('web.script_meta.writer_llm', { model }) : t('web.script_meta.writer_llm_unnamed')) : t('web.script_meta.writer_builtin');
  const Icon = writer === 'llm' ? Bot : PenTool;
  return (
    <p className={cn('flex min-w-0 items-start gap-1.5 text-sm text-muted', className)} data-testid="writer-label" data-writer={writer}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0">{text}</span>
      <WriterHelp />
    </p>
  );
}

/** A short popover: what the built-in writer is, and how the server's operator connects a model. */
function WriterHelp() {
  const { t } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger
        className="-my-2 -ml-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
        aria-label={t('web.script_meta.writer_help')}
        title={t('web.script_meta.writer_help')}
      >
        <CircleHelp aria-hidden="true" className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 flex w-[min(22rem,calc(100vw-1.5rem))] flex-col gap-2 rounded-card border border-border bg-surface p-4 text-sm text-fg shadow-card"
        >
          <p className="font-semibold">{t('web.script_meta.writer_help_title')}</p>
          <p>{t('web.script_meta.writer_help_builtin')}</p>
          <p className="text-muted">{t('web.script_meta.writer_help_connect')}</p>
          <Popover.Arrow className="fill-surface" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/**
 * What the text is about and where that came from (issue 11 item 5), with the way to change it: the blog topic or
 * the active account (whichever the user set last is the one the writer used).
 */
export function TopicLine({ result, className, links = true }: { result: Pick<SuggestionResult, 'topic'>; className?: string; links?: boolean }) {
  const { t } = useTranslation();
  const topic = result.topic;
  if (!topic) return null;
  const label = topic.label.trim();
  const text =
    topic.source === 'blog_topic' && label
      ? t('web.script_meta.topic_blog_topic', { label })
      : topic.source === 'instagram' && label
        ? t('web.script_meta.topic_instagram', { label: label.replace(/^@+/, '') })
        : topic.source === 'trend' && label
          ? t('web.script_meta.topic_trend', { label })
          : topic.source === 'idea'
            ? t('web.script_meta.topic_idea')
            : t('web.script_meta.topic_general');
  const change =
    topic.source === 'blog_topic'
      ? { to: BLOG_TOPIC_PATH, text: t('web.script_meta.change_topic') }
      : topic.source === 'instagram'
        ? { to: ACCOUNTS_PATH, text: t('web.script_meta.change_account') }
        : topic.source === 'general'
          ? { to: BLOG_TOPIC_PATH, text: t('web.script_meta.set_topic') }
          : null;
  return (
    <p className={cn('flex min-w-0 items-start gap-1.5 text-sm text-muted', className)} data-testid="topic-line" data-source={topic.source}>
      <Tag aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0">
        <span className="font-semibold text-fg">{t('web.script_meta.topic')}:</span> {text}
        {links && change && (
          <>
            {' · '}
            <Link to={change.to} className="font-medium text-link underline underline-offset-4">
              {change.text}
            </Link>
          </>
        )}
      </span>
    </p>
  );
}
