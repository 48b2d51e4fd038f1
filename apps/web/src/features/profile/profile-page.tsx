import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { useAuth } from '../../lib/auth.ts';
import { AccountSection } from './account-section.tsx';
import { BlogTopicSection } from './blog-topic-section.tsx';
import { EmailSection } from './email-section.tsx';
import { InstagramAccountsSection } from './instagram-accounts-section.tsx';
import { LanguageSection } from './language-section.tsx';
import { PublishingSection } from '../publishing/publishing-section.tsx';
import { SupportSection } from './support-section.tsx';

/** `/app/profile`: e-mail, Instagram accounts, Instagram publishing, blog topic, language, help, and the account itself. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null; // the shell only renders pages once the user is loaded
  return (
    <>
      <title>{`${t('web.profile.doc_title')} · Reelcraft`}</title>
      <PageHeader title={t('web.profile.title')} />
      <div className="flex flex-col gap-4 sm:gap-6">
        <EmailSection user={user} />
        <InstagramAccountsSection />
        <PublishingSection />
        <BlogTopicSection user={user} />
        <LanguageSection user={user} />
        <SupportSection />
        <AccountSection user={user} />
      </div>
    </>
  );
}
