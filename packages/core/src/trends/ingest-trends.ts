import type { Language, Trend } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { curatedTrends } from './curated-trends.ts';
import { groupTrends } from './group-trends.ts';
import { guessLanguage } from './guess-language.ts';
import { reelBaselines, scoreReels, type IngestReel } from './score-reels.ts';
import { storedTrends, upsertTrend } from './trends.repository.ts';

/**
 * The `ingest-trends` job: pulls the recent reels of the watched accounts (TRENDS_ACCOUNTS) through the Instagram
 * client, keeps those carrying a watched hashtag (TRENDS_HASHTAGS, when set — hashtag pages need a login, so tags
 * filter the accounts' reels instead), scores each reel's view velocity against its own account's baseline, groups
 * the outliers by pattern and stores the trends per language. Accounts that fail are skipped, not fatal.
 */
export async function ingestTrends(core: Core): Promise<{ accounts: number; reels: number; trends: number }> {
  const accounts = core.config.TRENDS_ACCOUNTS ?? [];
  const hashtags = new Set((core.config.TRENDS_HASHTAGS ?? []).map((tag) => tag.replace(/^#/, '').toLowerCase()));
  const now = core.now();
  const byLanguage = new Map<Language, IngestReel[]>();
  const allReels: IngestReel[] = [];
  let fetched = 0;

  for (const username of accounts) {
    try {
      const profile = await core.instagram.getProfile(username);
      fetched++;
      const reels: IngestReel[] = profile.recentPosts
        .filter((post) => post.isReel && (post.playCount ?? post.viewCount) !== undefined)
        .map((post) => ({
          shortcode: post.shortcode,
          owner: profile.username,
          takenAt: post.takenAt,
          views: post.playCount ?? post.viewCount ?? 0,
          likes: post.likeCount,
          comments: post.commentCount,
          caption: post.caption,
          hashtags: post.hashtags,
          url: post.url,
        }));
      allReels.push(...reels);
      const language = guessLanguage(profile.recentPosts.map((post) => post.caption));
      const kept = hashtags.size > 0 ? reels.filter((reel) => reel.hashtags.some((tag) => hashtags.has(tag.toLowerCase()))) : reels;
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), ...kept]);
    } catch (error) {
      core.logger.warn({ err: error, username }, 'trend ingestion skipped an account');
    }
  }

  // Baselines come from every reel of an account, not only the filtered ones: "better than usual" needs "usual".
  const baselines = reelBaselines(allReels, now);
  let stored = 0;
  for (const [language, reels] of byLanguage) {
    const catalogue: Trend[] = [...curatedTrends(language), ...(await storedTrends(core.db, language)).filter((trend) => trend.source === 'ingested')];
    const trends = groupTrends(scoreReels(reels, baselines, now), catalogue, { language });
    for (const trend of trends) await upsertTrend(core.db, trend);
    stored += trends.length;
  }
  core.logger.info({ accounts: fetched, reels: allReels.length, trends: stored }, 'trends ingested');
  return { accounts: fetched, reels: allReels.length, trends: stored };
}
