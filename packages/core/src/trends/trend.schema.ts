// The trend schema is part of the API contract; core re-exports it under its old path.
export {
  TREND_FORMATS,
  TREND_SOURCES,
  trendExampleReelSchema,
  trendSignalsSchema,
  trendSchema,
  TrendSchema,
  type TrendFormat,
  type TrendSource,
  type Trend,
  type TrendExampleReel,
  type TrendSignals,
} from '@reelcraft/contract';
