import { Check, Copy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import type { Suggestion } from './content.api.ts';
import { CreatorPrompt } from './creator-prompt.tsx';
import { TopicLine, WriterLabel } from './script-meta.tsx';

type Result = NonNullable<Suggestion['result']>;

/** Copies `text`, says so, and shows a tick on the button for a moment. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-mr-2 shrink-0"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setDone(true);
          toast.success(t('web.item.copied'));
          window.setTimeout(() => setDone(false), 2_000);
        } catch {
          toast.error(t('web.item.copy_failed'));
        }
      }}
    >
      {done ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      {label}
    </Button>
  );
}

function Block({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</h3>
        {action}
      </div>
      {children}
    </div>
  );
}

/** The script: title, hook, scenes (on-screen text, spoken line, seconds), caption, hashtags, call to action. */
export function ScriptView({ result, userInput }: { result: Result; userInput: string }) {
  const { t } = useTranslation();
  const hashtags = result.hashtags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`));

  return (
    <section aria-labelledby="script-title" className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="script-title" className="text-xl font-semibold">
          {t('web.item.script')}
        </h2>
        {result.estimatedSeconds > 0 && (
          <span className="rounded-full bg-surface-2 px-3 py-1 text-sm font-medium text-muted">
            {t('web.item.length', { seconds: Math.round(result.estimatedSeconds) })}
          </span>
        )}
      </div>

      {(result.topic || result.writer) && (
        <div className="-mt-1 flex flex-col gap-1">
          <TopicLine result={result} />
          <WriterLabel result={result} />
        </div>
      )}
      {withoutLibraryMaterial(result) && (
        <p className="rounded-control border border-dashed border-border p-3 text-sm" data-testid="no-material">
          {t('web.script_meta.no_material')}
        </p>
      )}

      {userInput.trim() && (
        <p className="text-sm text-muted">
          <span className="font-semibold text-fg">{t('web.item.your_input')}:</span> {userInput}
        </p>
      )}

      <div className="rounded-control bg-primary-soft p-4">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-link">{t('web.item.hook')}</h3>
        <p className="mt-1 text-xl font-bold leading-snug" data-testid="script-hook">
          {result.hook}
        </p>
      </div>

      {result.meme && (
        <Block title={t('web.item.meme_text')}>
          <p className="text-lg font-semibold" data-testid="meme-text">
            {result.meme.topText}
          </p>
          {result.meme.subtitleLines.length > 0 && (
            <>
              <h4 className="mt-2 text-sm font-semibold text-muted">{t('web.item.subtitles')}</h4>
              <ul className="flex flex-col gap-1">
                {result.meme.subtitleLines.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </Block>
      )}

      {/* A meme's scenes are its subtitle lines again: shown once, above. */}
      {result.beats.length > 0 && !(result.meme && result.meme.subtitleLines.length > 0) && (
        <Block title={t('web.item.scenes')}>
          <ol className="flex flex-col gap-3">
            {result.beats.map((beat, index) => (
              <li key={index} className="rounded-control bg-surface-2 p-3 sm:p-4">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="min-w-0 font-semibold">{beat.sceneTitle?.trim() || t('web.item.scene', { n: index + 1 })}</p>
                  <span className="shrink-0 text-sm tabular-nums text-muted">{t('web.item.seconds', { seconds: Math.round(beat.seconds) })}</span>
                </div>
                <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-[7.5rem_1fr] sm:gap-x-3">
                  <dt className="font-medium text-muted">{t('web.item.on_screen')}</dt>
                  <dd className="font-semibold">{beat.onScreenText}</dd>
                  <dt className="font-medium text-muted">{t('web.item.say')}</dt>
                  <dd>{beat.spokenLine}</dd>
                </dl>
                {beat.prompt && <CreatorPrompt prompt={beat.prompt} className="mt-3" />}
              </li>
            ))}
          </ol>
        </Block>
      )}

      {result.caption && (
        <Block title={t('web.item.caption')} action={<CopyButton text={result.caption} label={t('web.item.copy_caption')} />}>
          <p className="whitespace-pre-line">{result.caption}</p>
        </Block>
      )}

      {hashtags.length > 0 && (
        <Block title={t('web.item.hashtags')} action={<CopyButton text={hashtags.join(' ')} label={t('web.item.copy_hashtags')} />}>
          <ul className="flex flex-wrap gap-2">
            {hashtags.map((tag) => (
              <li key={tag} className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-link">
                {tag}
              </li>
            ))}
          </ul>
        </Block>
      )}

      {result.callToAction && (
        <Block title={t('web.item.call_to_action')}>
          <p className="font-medium">{result.callToAction}</p>
        </Block>
      )}
    </section>
  );
}

/**
 * The built-in writer had no library material on the idea (issue 32): the script is built on the idea's own words and
 * its "Your turn" parts need the creator's facts. `material` passes through the result as the writer wrote it.
 */
function withoutLibraryMaterial(result: { writer?: string; material?: unknown }): boolean {
  const material = result.material;
  return result.writer === 'builtin' && typeof material === 'object' && material !== null && !('subTopic' in material);
}
