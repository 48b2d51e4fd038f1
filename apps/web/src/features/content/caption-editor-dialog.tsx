import type { RenderedCaptions } from '@reelcraft/contract';
import { Sparkles } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { DEFAULT_CAPTION_LOOK, type CaptionLook } from './caption-look.ts';
import { CaptionLookPicker } from './caption-look-picker.tsx';
import type { CaptionsEdit } from './content.api.ts';

const WORD_MAX = 40;

/** Why a typed word cannot be used, as a translation key; null when it can. One word for one word keeps the timing. */
export function wordProblem(text: string): 'web.captions.word_empty' | 'web.captions.word_one' | null {
  const trimmed = text.trim();
  if (!trimmed) return 'web.captions.word_empty';
  if (/\s/.test(trimmed) || Array.from(trimmed).length > WORD_MAX) return 'web.captions.word_one';
  return null;
}

/**
 * What the editor changed relative to the captions as they are: the words whose spelling differs, the emphasis list
 * when it differs, the look when it differs. Null when nothing did (saving just closes).
 */
export function captionsEdit(initial: RenderedCaptions, words: readonly string[], emphasis: ReadonlySet<number>, look: CaptionLook): CaptionsEdit | null {
  const edit: CaptionsEdit = {};
  const fixes = words.flatMap((word, index) => (word.trim() !== initial.words[index] ? [{ index, text: word.trim() }] : []));
  if (fixes.length > 0) edit.word_edits = fixes;
  const before = [...initial.emphasis].sort((a, b) => a - b);
  const after = [...emphasis].sort((a, b) => a - b);
  if (before.join(',') !== after.join(',')) edit.emphasis = after;
  if (look.preset !== initial.look.preset || look.position !== initial.look.position || look.color.toUpperCase() !== initial.look.color.toUpperCase()) {
    edit.caption_look = look;
  }
  return Object.keys(edit).length > 0 ? edit : null;
}

/**
 * The caption editor of a finished video (issue 33): its caption words as chips; tapping one opens its spelling and
 * "make it stand out"; below, the same style picker as the create forms. Saving renders the video again with the
 * same voice (no daily slot); an unchanged editor just closes.
 */
export function CaptionEditorDialog({
  open,
  onOpenChange,
  captions,
  saving,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the video shows now; without it (a video made before) only the style can change. */
  captions: RenderedCaptions | undefined;
  saving: boolean;
  onSave: (edit: CaptionsEdit) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const initial: RenderedCaptions = captions ?? { words: [], emphasis: [], look: DEFAULT_CAPTION_LOOK };
  const [words, setWords] = useState<string[]>(initial.words);
  const [emphasis, setEmphasis] = useState<Set<number>>(() => new Set(initial.emphasis));
  const [look, setLook] = useState<CaptionLook>(initial.look);
  const [selected, setSelected] = useState<number | null>(null);

  // Each opening starts from the captions as they are.
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    if (!open) return;
    const current = JSON.parse(initialKey) as RenderedCaptions;
    setWords(current.words);
    setEmphasis(new Set(current.emphasis));
    setLook(current.look);
    setSelected(null);
  }, [open, initialKey]);

  const problems = words.map(wordProblem);
  const firstProblem = problems.findIndex((problem) => problem !== null);

  const save = () => {
    if (firstProblem >= 0) {
      setSelected(firstProblem);
      return;
    }
    const edit = captionsEdit(initial, words, emphasis, look);
    if (!edit) {
      onOpenChange(false);
      return;
    }
    onSave(edit);
  };

  const toggleEmphasis = (index: number, on: boolean) =>
    setEmphasis((previous) => {
      const next = new Set(previous);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('web.captions.edit_title')} description={t('web.captions.edit_body')} className="sm:w-[min(36rem,calc(100vw-2rem))]">
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {initial.words.length > 0 ? (
            <section aria-labelledby={`${id}-words`} className="flex flex-col gap-3">
              <h3 id={`${id}-words`} className="text-sm font-medium">
                {t('web.captions.words')}
              </h3>
              <ul className="flex max-h-48 flex-wrap gap-1.5 overflow-y-auto rounded-control border border-border bg-surface-2 p-2" data-testid="caption-words">
                {words.map((word, index) => {
                  const edited = word.trim() !== initial.words[index];
                  const stands = emphasis.has(index);
                  return (
                    <li key={index}>
                      <button
                        type="button"
                        aria-expanded={selected === index}
                        aria-controls={`${id}-word-panel`}
                        aria-label={t('web.captions.word_button', { n: index + 1, word })}
                        aria-description={
                          [edited ? t('web.captions.word_edited') : '', stands ? t('web.captions.word_emphasised') : ''].filter(Boolean).join(', ') || undefined
                        }
                        onClick={() => setSelected(selected === index ? null : index)}
                        className={cn(
                          'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm transition-colors',
                          selected === index ? 'border-primary bg-primary-soft text-link' : 'border-border bg-surface hover:bg-surface-2',
                          stands && 'font-extrabold',
                          edited && 'underline decoration-dotted underline-offset-4',
                          problems[index] && 'border-danger text-danger',
                        )}
                        data-testid="caption-word"
                      >
                        {stands && <Sparkles aria-hidden="true" className="size-3.5 shrink-0" style={{ color: look.color }} />}
                        {word || '…'}
                      </button>
                    </li>
                  );
                })}
              </ul>
              {selected !== null && words[selected] !== undefined && (
                <WordPanel
                  id={`${id}-word-panel`}
                  original={initial.words[selected] ?? ''}
                  value={words[selected] ?? ''}
                  problem={problems[selected] ?? null}
                  emphasised={emphasis.has(selected)}
                  onChange={(text) => setWords((previous) => previous.map((word, index) => (index === selected ? text : word)))}
                  onEmphasis={(on) => toggleEmphasis(selected, on)}
                  onDone={() => setSelected(null)}
                />
              )}
            </section>
          ) : (
            <p className="rounded-control bg-surface-2 px-3 py-2 text-sm text-muted">{t('web.captions.no_words')}</p>
          )}

          {open && <CaptionLookPicker value={look} onChange={setLook} />}

          <div className="sticky bottom-0 flex flex-col-reverse gap-3 bg-surface pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('web.common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {saving ? t('web.common.saving') : t('web.captions.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** One word's spelling and emphasis. Enter or "Done" closes it (the word stays changed until saving). */
function WordPanel({
  id,
  original,
  value,
  problem,
  emphasised,
  onChange,
  onEmphasis,
  onDone,
}: {
  id: string;
  original: string;
  value: string;
  problem: ReturnType<typeof wordProblem>;
  emphasised: boolean;
  onChange: (text: string) => void;
  onEmphasis: (on: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const inputId = `${id}-input`;
  return (
    <div id={id} className="flex flex-col gap-3 rounded-control border border-border p-3" data-testid="caption-word-panel">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('web.captions.word_label', { word: original })}
        </label>
        <input
          id={inputId}
          // Opening a word is asking to type it.
          autoFocus
          value={value}
          maxLength={WORD_MAX + 10}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (!problem) onDone();
            }
          }}
          className={cn(
            'min-h-11 rounded-control border bg-surface px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-primary',
            problem ? 'border-danger' : 'border-border',
          )}
        />
        <p id={`${inputId}-hint`} className={cn('text-sm', problem ? 'text-danger' : 'text-muted')} role={problem ? 'alert' : undefined}>
          {problem ? t(problem) : t('web.captions.word_hint')}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-5 accent-[var(--primary)]" checked={emphasised} onChange={(event) => onEmphasis(event.target.checked)} />
          {t('web.captions.word_emphasis')}
        </label>
        <Button size="sm" variant="secondary" disabled={Boolean(problem)} onClick={onDone}>
          {t('web.captions.word_done')}
        </Button>
      </div>
    </div>
  );
}
