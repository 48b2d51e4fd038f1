import { PUBLIC_SCRIPT_NICHES, PUBLIC_SCRIPT_TOPIC_MAX, PUBLIC_SCRIPT_TOPIC_MIN, type PublicScriptNiche, type PublicScriptResponse } from '@reelcraft/contract';
import type { Language } from '@reelcraft/i18n';
import { useMutation } from '@tanstack/react-query';
import { ArrowRight, Check, Copy, PenLine, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { api, isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { signUpPath } from './paths.ts';
import { ScriptCard, scriptAsText, type T } from './script-card.tsx';

type TopicError = 'topic_short' | 'topic_long' | 'topic_letters';

/** The same rule as the contract's schema, said in the visitor's words before anything is sent. */
export function topicError(value: string): TopicError | null {
  const topic = value.replace(/\s+/g, ' ').trim();
  if (topic.length < PUBLIC_SCRIPT_TOPIC_MIN) return 'topic_short';
  if (topic.length > PUBLIC_SCRIPT_TOPIC_MAX) return 'topic_long';
  if (!/[\p{L}\p{N}]/u.test(topic)) return 'topic_letters';
  return null;
}

/** A spent budget says when to come back: minutes within the hour, hours for the daily one. */
export function limitMessage(retryAfterSeconds: number, t: T): string {
  const seconds = Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? retryAfterSeconds : 60;
  if (seconds <= 60 * 60) return t('web.generate_reels.limited_minutes', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  return t('web.generate_reels.limited_hours', { hours: Math.ceil(seconds / 3600) });
}

function failureText(error: unknown, t: T): string {
  if (isApiError(error) && error.code === 'RATE_LIMITED') return limitMessage(Number(error.details?.retry_after_seconds), t);
  return errorMessage(error, t);
}

const writeScript = (body: { niche: PublicScriptNiche; topic: string; language: Language }) =>
  api<PublicScriptResponse>('/public/scripts', { method: 'POST', json: body, auth: false });

/** Pick a niche, type a topic, get a script in the page's language; copy it; then the call to sign up. */
export function ReelTool({ language, t, initialNiche, title }: { language: Language; t: T; initialNiche?: PublicScriptNiche; title?: string }) {
  const firstNiche = initialNiche ?? PUBLIC_SCRIPT_NICHES[0];
  const form = useForm<{ niche: PublicScriptNiche; topic: string }>({ defaultValues: { niche: firstNiche, topic: '' } });
  const write = useMutation({ mutationFn: writeScript });
  const topicProblem = form.formState.errors.topic?.message as TopicError | undefined;

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        aria-labelledby="reel-tool-title"
        className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6"
        onSubmit={form.handleSubmit(({ niche, topic }) => {
          write.mutate({ niche, topic: topic.replace(/\s+/g, ' ').trim(), language });
        })}
      >
        <h2 id="reel-tool-title" className="text-xl font-semibold">
          {title ?? t('web.generate_reels.form_title')}
        </h2>
        <SelectField
          label={t('web.generate_reels.niche_label')}
          // In the pre-rendered HTML too, before the form library takes over.
          defaultValue={firstNiche}
          {...form.register('niche', { onChange: () => write.isError && write.reset() })}
        >
          {PUBLIC_SCRIPT_NICHES.map((niche) => (
            <option key={niche} value={niche}>
              {t(`web.generate_reels.niche.${niche}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('web.generate_reels.topic_label')}
          placeholder={t('web.generate_reels.topic_placeholder')}
          hint={t('web.generate_reels.topic_hint')}
          autoComplete="off"
          enterKeyHint="go"
          maxLength={PUBLIC_SCRIPT_TOPIC_MAX + 20}
          error={topicProblem ? t(`web.generate_reels.${topicProblem}`) : undefined}
          {...form.register('topic', { validate: (value) => topicError(value) ?? true, onChange: () => write.isError && write.reset() })}
        />
        <Button type="submit" size="lg" block loading={write.isPending} className="sm:w-auto sm:self-end sm:px-8">
          {!write.isPending && <PenLine aria-hidden="true" className="size-5" />}
          {write.isPending ? t('web.generate_reels.submitting') : t('web.generate_reels.submit')}
        </Button>
        {write.isError && (
          <Alert>
            {failureText(write.error, t)}{' '}
            {isApiError(write.error) && write.error.code === 'RATE_LIMITED' && (
              <Link to={signUpPath(language)} className="font-semibold underline">
                {t('web.generate_reels.cta_signup')}
              </Link>
            )}
          </Alert>
        )}
      </form>
      {write.isSuccess && (
        <Result
          response={write.data}
          t={t}
          language={language}
          onAnother={() => {
            write.reset();
            form.setValue('topic', '');
            form.setFocus('topic');
          }}
        />
      )}
    </div>
  );
}

function Result({ response, t, language, onAnother }: { response: PublicScriptResponse; t: T; language: Language; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [response]);

  return (
    <section aria-labelledby="reel-result-title" className="flex scroll-mt-4 flex-col gap-3" data-testid="reel-result" lang={response.language}>
      <h2 id="reel-result-title" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t('web.generate_reels.result_title')}
      </h2>
      <ScriptCard
        script={response.script}
        t={t}
        testId="reel-script"
        actions={
          <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:flex-wrap sm:items-center">
            <Button
              variant="secondary"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(scriptAsText(response.script, t));
                  setCopied('yes');
                } catch {
                  setCopied('failed');
                }
              }}
            >
              {copied === 'yes' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
              {copied === 'yes' ? t('web.generate_reels.copied') : t('web.generate_reels.copy')}
            </Button>
            <Button variant="ghost" onClick={onAnother}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('web.generate_reels.write_another')}
            </Button>
            <Link to={signUpPath(language)} className={buttonClass({ className: 'sm:ml-auto' })}>
              {t('web.generate_reels.cta_signup')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        }
      />
      <p role="status" className="min-h-5 text-sm text-muted">
        {copied === 'failed' ? t('web.generate_reels.copy_failed') : copied === 'yes' ? t('web.generate_reels.copied') : ''}
      </p>
    </section>
  );
}
