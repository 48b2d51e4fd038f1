import type { PublicScriptResponse } from '@reelcraft/contract';
import { Bot, PenTool } from 'lucide-react';
import type { ReactNode } from 'react';
import type { fixedT } from '../../lib/i18n.ts';

export type T = ReturnType<typeof fixedT>;
export type Script = PublicScriptResponse['script'];

/** Who wrote it, honestly: our built-in writer is never called AI. */
export function writerLine(script: Pick<Script, 'writer' | 'writerModel'>, t: T): string | null {
  if (script.writer === 'llm') {
    const model = script.writerModel?.trim();
    return model ? t('web.generate_reels.writer_llm', { model }) : t('web.generate_reels.writer_llm_unnamed');
  }
  return script.writer === 'builtin' ? t('web.generate_reels.writer_builtin') : null;
}

/** The script as plain text to paste into notes or a teleprompter, labelled in the page's language. */
export function scriptAsText(script: Script, t: T): string {
  const lines = [script.title, '', `${t('web.generate_reels.hook')}: ${script.hook}`, ''];
  script.beats.forEach((beat, index) => {
    lines.push(`${t('web.generate_reels.scene', { n: index + 1 })} (${t('web.generate_reels.seconds', { seconds: Math.round(beat.seconds) })})`);
    if (beat.onScreenText) lines.push(`${t('web.generate_reels.on_screen')}: ${beat.onScreenText}`);
    lines.push(`${t('web.generate_reels.say')}: ${beat.spokenLine}`, '');
  });
  lines.push(`${t('web.generate_reels.call_to_action')}: ${script.callToAction}`, '', `${t('web.generate_reels.caption')}:`, script.caption, '');
  lines.push(script.hashtags.map((tag) => `#${tag.replace(/^#/, '')}`).join(' '));
  return `${lines.join('\n')}\n`;
}

/** One script, readable on a phone: title, idea, hook, scenes (on screen / say), call to action, caption, hashtags. */
export function ScriptCard({
  script,
  t,
  heading: Heading = 'h3',
  label,
  actions,
  testId,
}: {
  script: Script;
  t: T;
  heading?: 'h2' | 'h3';
  /** A line above the title ("Sample 1"). */
  label?: string;
  actions?: ReactNode;
  testId?: string;
}) {
  const writer = writerLine(script, t);
  const WriterIcon = script.writer === 'llm' ? Bot : PenTool;
  return (
    <article className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6" data-testid={testId}>
      <header className="flex flex-col gap-1">
        {label && <p className="text-sm font-semibold uppercase tracking-wide text-link">{label}</p>}
        <Heading className="text-xl font-bold leading-snug text-balance">{script.title}</Heading>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          {script.topic?.source === 'idea' && (
            <span>
              <span className="font-semibold text-fg">{t('web.generate_reels.idea')}:</span> {script.topic.label}
            </span>
          )}
          <span>{t('web.generate_reels.length', { seconds: Math.round(script.estimatedSeconds) })}</span>
        </p>
      </header>

      <div className="rounded-control bg-primary-soft p-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-link">{t('web.generate_reels.hook')}</p>
        <p className="mt-1 text-lg font-bold leading-snug" data-testid="script-hook">
          {script.hook}
        </p>
      </div>

      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('web.generate_reels.scenes')}</p>
        <ol className="mt-2 flex flex-col gap-3">
          {script.beats.map((beat, index) => (
            <li key={index} className="rounded-control bg-surface-2 p-3 sm:p-4">
              <div className="flex items-baseline justify-between gap-3">
                <p className="font-semibold">{t('web.generate_reels.scene', { n: index + 1 })}</p>
                <span className="shrink-0 text-sm tabular-nums text-muted">{t('web.generate_reels.seconds', { seconds: Math.round(beat.seconds) })}</span>
              </div>
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[7rem_1fr] sm:gap-x-3 sm:gap-y-2">
                {beat.onScreenText && (
                  <>
                    <dt className="font-medium text-muted">{t('web.generate_reels.on_screen')}</dt>
                    <dd className="font-semibold">{beat.onScreenText}</dd>
                  </>
                )}
                <dt className="mt-1 font-medium text-muted sm:mt-0">{t('web.generate_reels.say')}</dt>
                <dd>{beat.spokenLine}</dd>
              </dl>
            </li>
          ))}
        </ol>
      </div>

      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('web.generate_reels.call_to_action')}</p>
        <p className="mt-1 font-medium">{script.callToAction}</p>
      </div>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('web.generate_reels.caption')}</p>
        <p className="mt-1 whitespace-pre-line">{script.caption}</p>
      </div>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('web.generate_reels.hashtags')}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {script.hashtags.map((tag) => (
            <li key={tag} className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-link">
              #{tag.replace(/^#/, '')}
            </li>
          ))}
        </ul>
      </div>

      {writer && (
        <p className="flex items-start gap-1.5 border-t border-border pt-3 text-sm text-muted" data-testid="writer-label" data-writer={script.writer}>
          <WriterIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{writer}</span>
        </p>
      )}
      {actions}
    </article>
  );
}
