import { createHash } from 'node:crypto';
import { analysisNarrativeSchema, generateSuggestionRequestSchema, profileMetricsSchema } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import { z } from 'zod';
import { findUserById } from '../accounts/users.repository.ts';
import type { Core } from '../context.ts';
import { activeAnalysis } from '../profiles/profile-actions.ts';
import { findActiveProfile } from '../profiles/profiles.repository.ts';
import { preferredHookTypeFor } from '../publishing/insights/reelcraft-posts.ts';
import { findTrend } from '../trends/list-trends-for-api.ts';
import { steeringFrom } from '../writer/steering.ts';
import type { WriterBrief, WriterResult } from '../writer/writer.schema.ts';
import { feedbackHistory, findSuggestionById, type SuggestionRow } from './suggestions.repository.ts';

type BriefSource = Pick<SuggestionRow, 'id' | 'userId' | 'type' | 'language' | 'userInput' | 'request'> & Partial<Pick<SuggestionRow, 'parentId'>>;

/**
 * Fields the server itself puts in a stored request, beside what the client asked for: the position in a batch
 * (create-suggestions.ts). Not part of the API's request schema, so a client cannot set them.
 */
const internalRequestSchema = z.object({ variant: z.number().int().min(0).max(9).optional() });

/** The previous take's angle (its hook and templates), so a regenerated script can differ from it. */
async function previousTakeOf(core: Core, row: BriefSource): Promise<WriterBrief['previous']> {
  if (!row.parentId) return undefined;
  const parent = await findSuggestionById(core.db, row.parentId);
  if (!parent || parent.userId !== row.userId || !parent.result) return undefined;
  const taken = previousTakeSchema.safeParse(parent.result);
  if (!taken.success) return undefined;
  return { ...(taken.data.hookId ? { hookId: taken.data.hookId } : {}), templateIds: taken.data.templateIds };
}

const previousTakeSchema = z.object({
  hookId: z.string().max(100).optional().catch(undefined),
  templateIds: z.array(z.string().max(100)).max(20).catch([]).default([]),
});

/** A stable seed per suggestion: a retry writes the same script, two suggestions write different ones. */
export function seedOf(id: string): number {
  return createHash('sha256').update(id).digest().readUInt32LE(0);
}

/**
 * Which of the two standing topics the text follows when both exist: the one the user set most recently (the blog
 * topic saved, or the Instagram account made active); never set counts as oldest, and a tie goes to the blog topic
 * the user typed themselves.
 */
export function instagramIsNewer(blogTopicUpdatedAt: Date | null | undefined, activatedAt: Date | null | undefined): boolean {
  if (!activatedAt) return false;
  return !blogTopicUpdatedAt || activatedAt.getTime() > blogTopicUpdatedAt.getTime();
}

const CREATOR_CAPTIONS_MAX = 20;
const CREATOR_CAPTION_CHARS = 300;

/**
 * Everything we know that should shape the script: blog topic or active profile's analysis (the more recent of the
 * two; the other is left out entirely, so a cooking account's words never reach a strength-training script),
 * preferred category, the user's idea (the writer puts it above both), trend and its format; for a regenerated take the
 * feedback and the previous take's angle; for a batch, the suggestion's position in it; and the way of opening that did
 * best on the creator's published Reelcraft posts.
 */
export async function briefFor(core: Core, row: BriefSource): Promise<WriterBrief> {
  const request = generateSuggestionRequestSchema.parse(row.request);
  const internal = internalRequestSchema.safeParse(row.request);
  const variant = internal.success ? internal.data.variant : undefined;
  const previous = await previousTakeOf(core, row);
  const language = normalizeLanguage(row.language);
  const user = await findUserById(core.db, row.userId);
  const preferred = user?.scriptCategories ?? [];
  const category = request.category ?? (preferred.length > 0 ? preferred[seedOf(row.id) % preferred.length] : undefined);
  const analysis = await activeAnalysis(core, row.userId);
  const narrative = analysisNarrativeSchema.safeParse(analysis?.narrative);
  const metrics = profileMetricsSchema.safeParse(analysis?.metrics);
  const trend = request.trend_id ? await findTrend(core, language, request.trend_id) : undefined;
  const hasBlogTopic = Boolean(user?.blogTopic.area_of_expertise?.trim());
  const profile = narrative.success ? await findActiveProfile(core.db, row.userId) : undefined;
  const useInstagram = narrative.success && (!hasBlogTopic || instagramIsNewer(user?.blogTopicUpdatedAt, profile?.activatedAt));
  // What the creator's own published Reelcraft posts taught (issue 35): the opening that brought the most views per reach.
  const preferHookType = await preferredHookTypeFor(core, row.userId);
  const captions = metrics.success
    ? [...metrics.data.bestPosts, ...metrics.data.worstPosts]
        .map((post) => post.captionExcerpt.trim().slice(0, CREATOR_CAPTION_CHARS))
        .filter(Boolean)
        .slice(0, CREATOR_CAPTIONS_MAX)
    : [];
  return {
    contentType: row.type,
    language,
    facts: useInstagram ? {} : (user?.blogTopic ?? {}),
    ...(category ? { category: category as WriterBrief['category'] } : {}),
    ...(row.userInput ? { userInput: row.userInput } : {}),
    ...(useInstagram && narrative.success
      ? {
          analysis: {
            domain: narrative.data.domain,
            style: narrative.data.style,
            why_followers_choose_you: narrative.data.why_followers_choose_you,
            recommendations: narrative.data.recommendations,
            ...(metrics.success ? { top_hashtags: metrics.data.topHashtags.map((entry) => entry.tag) } : {}),
            ...(profile?.username ? { username: profile.username } : {}),
          },
          ...(captions.length > 0 ? { creatorCaptions: captions } : {}),
        }
      : {}),
    // The trend's format decides the beat structure: a myth-vs-fact trend gives a myth-vs-fact script.
    ...(trend ? { trend: { title: trend.title, description: trend.description, how_to_adapt: trend.how_to_adapt, format: trend.format } } : {}),
    // Regenerate: the feedback as an instruction (never the topic, never spoken) and the take it applies to.
    ...(request.revision ? { revision: request.revision } : {}),
    ...(previous ? { previous } : {}),
    ...(variant !== undefined ? { variant } : {}),
    ...(preferHookType ? { preferHookType } : {}),
  };
}

/** Writes the script for a suggestion (or a draft): the brief, steered away from what the user disliked. */
export async function writeScriptFor(core: Core, row: BriefSource, signal?: AbortSignal): Promise<WriterResult> {
  const steering = steeringFrom(
    (await feedbackHistory(core.db, row.userId)).flatMap((entry) =>
      entry.feedback
        ? [{ feedback: entry.feedback, hookId: entry.result?.hookId as string | undefined, templateIds: entry.result?.templateIds as string[] | undefined }]
        : [],
    ),
  );
  return core.writer.write(await briefFor(core, row), {
    seed: seedOf(row.id),
    avoidHooks: steering.avoidHooks,
    preferTemplates: steering.preferTemplates,
    ...(signal ? { signal } : {}),
  });
}
