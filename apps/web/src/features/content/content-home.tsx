import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { cn } from '../../components/ui/cn.ts';
import { GENERATE_TAB, GeneratePanel } from './generate-panel.tsx';
import { LimitLeft, LimitNotice, useLimitState } from './limit.tsx';
import { MyContent } from './my-content.tsx';

type Tab = 'mine' | typeof GENERATE_TAB;

const trigger = cn(
  'flex min-h-11 min-w-0 items-center justify-center rounded-[0.625rem] px-2 text-sm font-semibold text-muted transition-colors sm:text-base',
  'hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm',
);

/**
 * `/app`: the content list. Two tabs, "My content" and "Generate content"; the tab and
 * the chosen format live in the URL (`?tab=generate&type=meme`), so a reload or the back button keeps the place.
 */
export function ContentHome() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === GENERATE_TAB ? GENERATE_TAB : 'mine';
  const type = params.get('type');
  const { limit, reached } = useLimitState();

  const setTab = (next: Tab) => {
    const search = new URLSearchParams();
    if (next === GENERATE_TAB) search.set('tab', GENERATE_TAB);
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <title>{`${t('web.content.doc_title')} · Reelcraft`}</title>
      <PageHeader title={t('web.content.title')}>{limit && <LimitLeft limit={limit} />}</PageHeader>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex flex-col gap-6">
        <Tabs.List aria-label={t('web.content.sections')} className="grid grid-cols-2 gap-1 rounded-control bg-surface-2 p-1">
          <Tabs.Trigger value="mine" className={trigger}>
            <span className="truncate">{t('web.content.tab_mine')}</span>
          </Tabs.Trigger>
          <Tabs.Trigger value={GENERATE_TAB} className={trigger}>
            <span className="truncate">{t('web.content.tab_generate')}</span>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="mine" className="flex flex-col gap-6 focus-visible:outline-offset-4">
          {reached && limit && <LimitNotice limit={limit} />}
          <MyContent onGenerate={() => setTab(GENERATE_TAB)} limitReached={reached} />
        </Tabs.Content>
        <Tabs.Content value={GENERATE_TAB} className="focus-visible:outline-offset-4">
          <GeneratePanel type={type} limit={limit} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
