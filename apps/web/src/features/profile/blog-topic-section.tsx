import type { BlogTopic, User } from '@reelcraft/contract';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { blogTopicFormSchema, fieldErrorText, formResolver } from '../account/forms.ts';
import { useUpdateUser } from './profile.api.ts';
import { Section } from './section.tsx';

const FIELDS = ['area_of_expertise', 'post_style', 'about_meanings', 'why_followers_choose_you'] as const;

/** The four parts of the blog topic that steer every script we write. */
export function BlogTopicSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const update = useUpdateUser();
  const form = useForm({ resolver: formResolver(blogTopicFormSchema), defaultValues: user.blog_topic });
  const firstField = useRef<HTMLTextAreaElement | null>(null);

  // Arriving from the content empty state ("fill in my blog topic"): bring the form into view and focus it.
  useEffect(() => {
    if (hash !== '#blog-topic') return;
    document.getElementById('blog-topic')?.scrollIntoView({ block: 'start' });
    firstField.current?.focus({ preventScroll: true });
  }, [hash]);

  const onSubmit = (values: BlogTopic) =>
    update.mutate(
      { blog_topic: values },
      {
        onSuccess: (saved) => {
          form.reset(saved.blog_topic);
          toast.success(t('web.profile.topic_saved'));
        },
        onError: () => toast.error(t('web.profile.topic_save_failed')),
      },
    );

  return (
    <Section id="blog-topic" title={t('web.profile.topic_title')} hint={t('web.profile.topic_hint')}>
      <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
        <div className="grid gap-4 lg:grid-cols-2">
          {FIELDS.map((name, index) => {
            const field = form.register(name);
            return (
              <TextareaField
                key={name}
                label={t(`web.profile.${name}`)}
                placeholder={t(`web.profile.${name}_placeholder`)}
                maxLength={500}
                error={fieldErrorText(t, form.formState.errors[name])}
                {...field}
                ref={(element) => {
                  field.ref(element);
                  if (index === 0) firstField.current = element;
                }}
              />
            );
          })}
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty} block className="sm:w-auto">
            {update.isPending ? t('web.common.saving') : t('web.common.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
