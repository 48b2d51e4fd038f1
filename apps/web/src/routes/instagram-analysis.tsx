import { redirect } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import type { Route } from './+types/instagram-analysis';
import { requireInstagramOnboarding } from '../features/instagram/onboarding-route.ts';
import { AnalysisPage, analysisPath } from '../features/instagram/analysis-page.tsx';
import { instagramApi, primeAnalysis } from '../features/instagram/instagram.api.ts';
import { normalizeNickname } from '../features/instagram/nickname.ts';
import { pendingAnalysisFor, rememberPendingAnalysis } from '../features/instagram/pending.ts';
import { auth } from '../lib/auth.ts';
import { currentLocale } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';

/**
 * `/instagram/{slug}`: follows `?analysis=<id>`; without it, resumes the analysis this tab started for the account,
 * or starts one. The id always ends up in the URL (reload and shared links keep the place).
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  await requireInstagramOnboarding();
  const username = normalizeNickname(params.slug ?? '');
  if (!username) return { username: null, analysisId: null, startFailed: false };
  const url = new URL(request.url);
  const analysisId = url.searchParams.get('analysis');
  await auth.ensureUser().catch(() => null);
  if (params.slug !== username) throw redirect(`/instagram/${encodeURIComponent(username)}${url.search}`);
  if (analysisId) {
    rememberPendingAnalysis(username, analysisId);
    return { username, analysisId, startFailed: false };
  }
  const pending = pendingAnalysisFor(username);
  if (pending) throw redirect(analysisPath(username, pending));
  let started;
  try {
    started = await instagramApi.startAnalysis(username, currentLocale());
  } catch {
    return { username, analysisId: null, startFailed: true };
  }
  primeAnalysis(queryClient, started);
  rememberPendingAnalysis(username, started.id);
  throw redirect(analysisPath(username, started.id));
}

export default function InstagramAnalysis({ loaderData }: Route.ComponentProps) {
  if (!loaderData.username) return <NotFoundPage />;
  return (
    <AnalysisPage
      key={loaderData.analysisId ?? 'none'}
      username={loaderData.username}
      analysisId={loaderData.analysisId}
      startFailed={loaderData.startFailed}
    />
  );
}
