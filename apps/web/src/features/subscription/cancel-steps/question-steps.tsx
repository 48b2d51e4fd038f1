import {
  CANCEL_COMMENT_MAX,
  CANCEL_REASON_OTHER_MAX,
  CANCEL_REASONS,
  POSTS_THIS_WEEK_ANSWERS,
  REELS_POSTED_ANSWERS,
  SURVEY_QUESTIONS,
  SURVEY_SCALE,
} from '@reelcraft/contract';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../components/ui/field.tsx';
import { ChoiceList } from '../choice-list.tsx';
import { type Answers, type StepProps, StepLayout, useStepMoves } from './step-kit.tsx';

/** The steps that ask (the cancellation survey): 1 reels made, 3 posts this week, 4 reason, 6 comment, 7 survey. */

/** Step 1: how many of the reels made were posted. */
export function ReelsStep({ step, facts, surveyId, survey }: StepProps) {
  const { t } = useTranslation();
  const { defaultActions } = useStepMoves(step, surveyId);
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <StepLayout
      step={step}
      facts={facts}
      surveyId={surveyId}
      heading={t('web.subscription.cancel.reels.title', { count: facts.reels_generated })}
      actions={defaultActions(answers)}
    >
      <ChoiceList
        name="reels_generated"
        legend={t('web.subscription.cancel.reels.question')}
        options={REELS_POSTED_ANSWERS.map((value) => ({ value, label: t(`web.subscription.cancel.reels.options.${value}`) }))}
        value={answers.reels_generated ?? survey?.reels_generated ?? null}
        onChange={(value) => setAnswers((a) => ({ ...a, reels_generated: value }))}
      />
    </StepLayout>
  );
}

/** Step 3: reels posted this week. */
export function PostsStep({ step, facts, surveyId, survey }: StepProps) {
  const { t } = useTranslation();
  const { defaultActions } = useStepMoves(step, surveyId);
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <StepLayout step={step} facts={facts} surveyId={surveyId} heading={t('web.subscription.cancel.posts.title')} actions={defaultActions(answers)}>
      <ChoiceList
        name="posts_this_week"
        legend={t('web.subscription.cancel.posts.title')}
        hideLegend
        options={POSTS_THIS_WEEK_ANSWERS.map((value) => ({ value, label: t(`web.subscription.cancel.posts.options.${value}`) }))}
        value={answers.posts_this_week ?? survey?.posts_this_week ?? null}
        onChange={(value) => setAnswers((a) => ({ ...a, posts_this_week: value }))}
      />
    </StepLayout>
  );
}

/** Step 4: the reason, with a text for "other". */
export function ReasonStep({ step, facts, surveyId, survey }: StepProps) {
  const { t } = useTranslation();
  const { defaultActions } = useStepMoves(step, surveyId);
  const [answers, setAnswers] = useState<Answers>({});
  const reason = answers.reason ?? survey?.reason ?? null;
  const other = answers.reason_other ?? survey?.reason_other ?? '';
  return (
    <StepLayout step={step} facts={facts} surveyId={surveyId} heading={t('web.subscription.cancel.reason.title')} actions={defaultActions(answers)}>
      <div className="flex flex-col gap-4">
        <ChoiceList
          name="reason"
          legend={t('web.subscription.cancel.reason.title')}
          hideLegend
          options={CANCEL_REASONS.map((value) => ({ value, label: t(`web.subscription.cancel.reason.options.${value}`) }))}
          value={reason}
          onChange={(value) => setAnswers((a) => ({ ...a, reason: value }))}
        />
        {reason === 'other' && (
          <TextareaField
            label={t('web.subscription.cancel.reason.other_label')}
            value={other}
            maxLength={CANCEL_REASON_OTHER_MAX}
            counter={{ length: other.length, max: CANCEL_REASON_OTHER_MAX }}
            onChange={(event) => setAnswers((a) => ({ ...a, reason: 'other', reason_other: event.target.value }))}
          />
        )}
      </div>
    </StepLayout>
  );
}

/** Step 6: a comment to help the designer. */
export function CommentStep({ step, facts, surveyId, survey }: StepProps) {
  const { t } = useTranslation();
  const { defaultActions } = useStepMoves(step, surveyId);
  const [answers, setAnswers] = useState<Answers>({});
  const comment = answers.comment ?? survey?.comment ?? '';
  return (
    <StepLayout
      step={step}
      facts={facts}
      surveyId={surveyId}
      icon={<MessageCircle aria-hidden="true" className="size-7" />}
      heading={t('web.subscription.cancel.comment.title')}
      actions={defaultActions(answers)}
    >
      <div className="flex flex-col gap-3">
        <p className="text-muted">{t('web.subscription.cancel.comment.body')}</p>
        <TextareaField
          label={t('web.subscription.cancel.comment.label')}
          value={comment}
          rows={4}
          maxLength={CANCEL_COMMENT_MAX}
          counter={{ length: comment.length, max: CANCEL_COMMENT_MAX }}
          onChange={(event) => setAnswers((a) => ({ ...a, comment: event.target.value }))}
        />
      </div>
    </StepLayout>
  );
}

/** Step 7: five questions on a 1–5 scale. */
export function SurveyStep({ step, facts, surveyId, survey }: StepProps) {
  const { t } = useTranslation();
  const { defaultActions } = useStepMoves(step, surveyId);
  const [answers, setAnswers] = useState<Answers>({});
  const current = { ...survey?.answers, ...answers.answers } as Record<string, string | undefined>;
  return (
    <StepLayout step={step} facts={facts} surveyId={surveyId} heading={t('web.subscription.cancel.survey.title')} actions={defaultActions(answers)}>
      <div className="flex flex-col gap-6">
        <p className="text-muted">{t('web.subscription.cancel.survey.hint')}</p>
        {SURVEY_QUESTIONS.map((question) => (
          <ChoiceList
            key={question}
            name={question}
            columns={5}
            legend={t(`web.subscription.cancel.survey.questions.${question}`)}
            options={SURVEY_SCALE.map((value) => ({
              value,
              label: (
                <>
                  <span aria-hidden="true">{value}</span>
                  <span className="sr-only">{t('web.subscription.cancel.survey.option', { value })}</span>
                </>
              ),
            }))}
            value={(current[question] as (typeof SURVEY_SCALE)[number] | undefined) ?? null}
            onChange={(value) => setAnswers((a) => ({ ...a, answers: { ...a.answers, [question]: value } }))}
          />
        ))}
      </div>
    </StepLayout>
  );
}
