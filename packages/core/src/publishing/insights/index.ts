export { fetchDueInsights, INSIGHTS_SCHEDULE_MS, nextInsightsDue, postInsightsDto, retryInsightsDue, type FetchInsightsResult } from './fetch-insights.ts';
