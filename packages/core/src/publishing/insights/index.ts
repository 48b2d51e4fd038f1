export {
  fetchDueInsights,
  INSIGHTS_REFRESH_MIN_MS,
  INSIGHTS_SCHEDULE_MS,
  nextInsightsDue,
  postInsightsDto,
  refreshPostInsights,
  retryInsightsDue,
  type FetchInsightsResult,
} from './fetch-insights.ts';
export { bestPostingTimes } from './best-times.ts';
export { GENERAL_SLOTS, localWeekdayHour, OWN_POSTS_MIN, scoreBestTimes, type TimedPerformance } from './best-times-scoring.ts';
export { preferredHookTypeFor, reelcraftPostsReport, summarizeReelcraftPosts } from './reelcraft-posts.ts';
