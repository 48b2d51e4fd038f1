import { ANSWER_SETS, type AnswerSetId } from '@reelcraft/contract';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { optionText, type FunnelT } from './texts.ts';

const optionClass = (selected: boolean) =>
  cn(
    'flex min-h-14 w-full items-center gap-3 rounded-control border px-4 py-3 text-left text-base font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
    selected ? 'border-primary bg-primary-soft text-link' : 'border-border bg-surface hover:bg-surface-2',
  );

/**
 * One answer of a set (single and scale steps): each option a real button in a radio group; a tap answers and moves
 * on. The saved answer (after back or reload) shows as checked.
 */
export function SingleChoice({
  t,
  set,
  labelledBy,
  value,
  pending,
  onAnswer,
}: {
  t: FunnelT;
  set: AnswerSetId;
  labelledBy: string;
  value: unknown;
  pending: boolean;
  onAnswer: (answer: string) => void;
}) {
  const [clicked, setClicked] = useState<string | null>(null);
  const selected = pending && clicked ? clicked : typeof value === 'string' ? value : null;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-col gap-2.5" data-testid="funnel-options">
      {ANSWER_SETS[set].map((id) => {
        const checked = selected === id;
        return (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={pending}
            data-option={id}
            className={optionClass(checked)}
            onClick={() => {
              setClicked(id);
              onAnswer(id);
            }}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full border-2',
                checked ? 'border-primary bg-primary text-primary-fg' : 'border-border',
              )}
            >
              {checked && <Check className="size-3" strokeWidth={3} />}
            </span>
            <span className="min-w-0 [overflow-wrap:anywhere]">{optionText(t, set, id)}</span>
          </button>
        );
      })}
    </div>
  );
}

/** Several answers of a set: native checkboxes with labels, then Continue (at least one). */
export function MultiChoice({
  t,
  set,
  legend,
  value,
  pending,
  onAnswer,
}: {
  t: FunnelT;
  set: AnswerSetId;
  legend: string;
  value: unknown;
  pending: boolean;
  onAnswer: (answer: string[]) => void;
}) {
  const saved = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const [chosen, setChosen] = useState<string[] | null>(null);
  const current = chosen ?? saved;
  const options = ANSWER_SETS[set];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (current.length > 0) onAnswer(options.filter((id) => current.includes(id)));
      }}
    >
      <fieldset>
        <legend className="sr-only">{legend}</legend>
        <p className="mb-3 text-sm text-muted">{t('web.funnel_ui.choose_all')}</p>
        <div className="flex flex-col gap-2.5" data-testid="funnel-options">
          {options.map((id) => {
            const checked = current.includes(id);
            return (
              <label
                key={id}
                className={cn(
                  optionClass(checked),
                  'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                )}
              >
                <input
                  type="checkbox"
                  name={set}
                  value={id}
                  checked={checked}
                  disabled={pending}
                  onChange={() => setChosen(checked ? current.filter((item) => item !== id) : [...current, id])}
                  className="size-5 shrink-0 accent-[var(--color-primary)]"
                />
                <span className="min-w-0 [overflow-wrap:anywhere]">{optionText(t, set, id)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" size="lg" block className="mt-6" disabled={current.length === 0} loading={pending}>
        {pending ? t('web.funnel_ui.saving') : t('web.funnel_ui.continue')}
      </Button>
    </form>
  );
}

/** Yes or no to the follow-up e-mail: two buttons in a radio group. */
export function OptIn({
  t,
  labelledBy,
  value,
  pending,
  onAnswer,
}: {
  t: FunnelT;
  labelledBy: string;
  value: unknown;
  pending: boolean;
  onAnswer: (answer: boolean) => void;
}) {
  const [clicked, setClicked] = useState<boolean | null>(null);
  const selected = pending && clicked !== null ? clicked : typeof value === 'boolean' ? value : null;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-col gap-2.5" data-testid="funnel-options">
      {([true, false] as const).map((answer) => (
        <button
          key={String(answer)}
          type="button"
          role="radio"
          aria-checked={selected === answer}
          disabled={pending}
          data-option={String(answer)}
          className={optionClass(selected === answer)}
          onClick={() => {
            setClicked(answer);
            onAnswer(answer);
          }}
        >
          {answer ? t('web.funnel_ui.optin_yes') : t('web.funnel_ui.optin_no')}
        </button>
      ))}
    </div>
  );
}
