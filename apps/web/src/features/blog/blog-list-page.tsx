import type { Language } from '@reelcraft/i18n';
import { Clock, Rss } from 'lucide-react';
import { Link } from 'react-router';
import { fixedT } from '../../lib/i18n.ts';
import { BlogLayout } from './blog-layout.tsx';
import { blogPath, postPath, rssPath } from './paths.ts';
import type { BlogPostSummary } from './posts.ts';

const LIST_PATHS = { en: blogPath('en'), es: blogPath('es'), pt: blogPath('pt'), ru: blogPath('ru') } satisfies Record<Language, string>;

/** `/blog` and `/es|pt|ru/blog`: the language's articles, newest first, each with its date and reading time. */
export function BlogListPage({ language, posts }: { language: Language; posts: readonly BlogPostSummary[] }) {
  const t = fixedT(language);
  return (
    <BlogLayout language={language} languagePaths={LIST_PATHS}>
      <section className="relative mx-auto w-full max-w-3xl px-4 pb-16 pt-4 sm:px-6 sm:pt-10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 -z-10 h-80 w-[40rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl"
        />
        <h1 className="text-[2.25rem] font-extrabold leading-[1.08] tracking-tight text-balance sm:text-display">{t('web.blog.title')}</h1>
        <p className="mt-4 text-lg text-muted text-pretty">{t('web.blog.subtitle')}</p>
        <a
          href={rssPath(language)}
          className="mt-4 inline-flex items-center gap-2 rounded-control text-sm font-medium text-link underline"
          type="application/rss+xml"
        >
          <Rss aria-hidden="true" className="size-4" />
          {t('web.blog.rss')}
        </a>

        {posts.length === 0 ? (
          <p className="mt-10 rounded-card border border-border bg-surface p-6 text-muted">{t('web.blog.empty')}</p>
        ) : (
          <ul className="mt-10 grid gap-4">
            {posts.map((post) => (
              <li key={post.slug}>
                <article className="relative rounded-card border border-border bg-surface p-5 shadow-card transition-colors hover:border-primary/60 sm:p-6">
                  <h2 className="text-xl font-bold leading-snug tracking-tight text-balance sm:text-2xl">
                    {/* The whole card is the link (the title's ::after covers it), with one accessible name. */}
                    <Link
                      to={postPath(post.slug)}
                      className="rounded-control after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary"
                    >
                      {post.title}
                    </Link>
                  </h2>
                  <p className="mt-2 text-muted text-pretty">{post.description}</p>
                  <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                    <time dateTime={post.date}>{post.dateLabel}</time>
                    <span aria-hidden="true">·</span>
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-4" />
                      {t('web.blog.reading_time', { count: post.readingMinutes })}
                    </span>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </BlogLayout>
  );
}
