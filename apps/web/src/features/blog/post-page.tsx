import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@reelcraft/i18n';
import { ArrowLeft, ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { fixedT } from '../../lib/i18n.ts';
import { BlogLayout } from './blog-layout.tsx';
import { blogPath, onboardingPath, postPath } from './paths.ts';
import type { BlogPostSummary } from './posts.ts';

export interface PostView extends BlogPostSummary {
  html: string;
}

/** Typography of the rendered Markdown (no typography plugin: the few elements articles use). */
const PROSE = [
  'text-[1.0625rem] leading-relaxed text-fg/90',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-snug [&_h2]:tracking-tight [&_h2]:text-fg [&_h2]:text-balance',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-fg',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ol]:mt-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2 [&_li>p]:mt-0',
  '[&_a]:font-medium [&_a]:text-link [&_a]:underline [&_strong]:font-semibold [&_strong]:text-fg',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/60 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_hr]:my-8 [&_hr]:border-border',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_table]:text-[0.9375rem] [&_td]:align-top [&_th]:border-b [&_th]:border-border [&_th]:py-2 [&_th]:pr-3 [&_td]:border-b [&_td]:border-border [&_td]:py-2 [&_td]:pr-3',
].join(' ');

/** `/post/<slug>`: one article in its own language, with its translations and a call to try Reelcraft. */
export function PostPage({ post, translations }: { post: PostView; translations: Partial<Record<Language, BlogPostSummary>> }) {
  const language = post.language;
  const t = fixedT(language);
  const others = LANGUAGES.filter((other) => other !== language && translations[other]);
  const languagePaths = Object.fromEntries(LANGUAGES.flatMap((other) => (translations[other] ? [[other, postPath(translations[other].slug)]] : []))) as Partial<
    Record<Language, string>
  >;

  return (
    <BlogLayout language={language} languagePaths={languagePaths}>
      <article className="mx-auto w-full max-w-2xl px-4 pb-16 pt-4 sm:px-6 sm:pt-8">
        <Link to={blogPath(language)} className="inline-flex items-center gap-1.5 rounded-control text-sm font-medium text-link underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('web.blog.all_posts')}
        </Link>
        <header className="mt-6">
          <h1 className="text-[2rem] font-extrabold leading-[1.12] tracking-tight text-balance sm:text-[2.75rem]">{post.title}</h1>
          <p className="mt-4 text-lg text-muted text-pretty">{post.description}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span>
              {t('web.blog.published')} <time dateTime={post.date}>{post.dateLabel}</time>
            </span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1" data-testid="reading-time">
              <Clock aria-hidden="true" className="size-4" />
              {t('web.blog.reading_time', { count: post.readingMinutes })}
            </span>
          </p>
          {others.length > 0 && (
            <nav aria-label={t('web.blog.read_in')} className="mt-4 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted">{t('web.blog.read_in')}:</span>
              {others.map((other) => (
                <Link
                  key={other}
                  to={postPath(translations[other]!.slug)}
                  hrefLang={other}
                  lang={other}
                  className="rounded-full border border-border px-3 py-1 font-medium text-link hover:border-primary/60"
                >
                  {LANGUAGE_NAMES[other]}
                </Link>
              ))}
            </nav>
          )}
        </header>

        <div className={`below-fold-blocks mt-8 ${PROSE}`} dangerouslySetInnerHTML={{ __html: post.html }} />

        <aside
          aria-labelledby="blog-cta"
          className="below-fold mt-12 rounded-card [--below-fold-estimate:16rem] border border-border bg-primary-soft p-6 sm:p-8"
        >
          <h2 id="blog-cta" className="text-2xl font-bold tracking-tight">
            {t('web.blog.cta_title')}
          </h2>
          <p className="mt-2 text-fg/80">{t('web.blog.cta_body')}</p>
          <Link to={onboardingPath(language)} className={buttonClass({ size: 'lg', className: 'mt-5' })}>
            {t('web.blog.cta')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </aside>
      </article>
    </BlogLayout>
  );
}
