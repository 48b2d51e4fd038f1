import { profileAnalysisSchema, suggestionBatchSchema, suggestionSchema, trendListItemSchema, type TrendListItem } from '@reelcraft/contract';
import { writerBriefSchema, writerResultSchema, type ParsedWriterBrief, type WriterBrief, type WriterResult } from '@reelcraft/core';
import { demoInstagramEnv, type FakeInstagram, startFakeInstagram } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
// The writer's rule checks are not on the core package's entry (nothing at run time needs them); the benchmark
// imports them the same way.
import { bodyAboutIdea, feedbackNotSpoken, formatKept, variantsDiffer } from '../../../../packages/core/src/writer/quality/reader-checks.ts';
import { resultProblems } from '../../../../packages/core/src/writer/spoken-rules.ts';
import { createTestApp, json, signUp, waitForAnalysis, waitForSuggestion, type TestApp } from '../testing/index.ts';

// Issue 32's "Done when", through the real HTTP API: each demo creator as the active account, in their own language,
// gets a smart script, custom scripts on everyday ideas of their niche, a batch of three, "create similar" on every
// trend format and a regenerate with feedback; every line keeps the rules of item 1, and the body is about the idea.

type Language = 'en' | 'ru' | 'pt' | 'es';

interface Creator {
  username: string;
  language: Language;
  /** Everyday ideas a creator in this niche would type; the first also gets the batch and the regenerate. */
  ideas: readonly [string, string];
  /** The feedback note of the regenerate, in the creator's language. */
  note: string;
  /** The creator's niche: a smart script (no idea) is built from one of its sub-topics. */
  niche: string;
}

const CREATORS: readonly Creator[] = [
  {
    username: 'anna.fitcoach',
    language: 'en',
    ideas: ['how I fixed my posture working from home', 'glute workout at home'],
    note: 'Make it concrete: name the 3 actual changes',
    niche: 'health_fitness',
  },
  {
    username: 'chef.pavel',
    language: 'ru',
    ideas: ['ужин за 15 минут после работы', 'пельмени как у бабушки'],
    note: 'Сделай конкретнее: назови 3 настоящих изменения',
    niche: 'food_lifestyle',
  },
  {
    username: 'lia.makeup',
    language: 'pt',
    ideas: ['pele oleosa sem brilho o dia todo', 'maquiagem rápida para o trabalho'],
    note: 'Seja concreta: diga as 3 mudanças de verdade',
    niche: 'beauty_fashion',
  },
  {
    username: 'viaja.con.marta',
    language: 'es',
    ideas: ['qué llevar en una mochila de cabina', 'dónde comer tacos en cdmx'],
    note: 'Hazlo concreto: nombra los 3 cambios reales',
    niche: 'travel',
  },
];

const FEEDBACK_ADJUSTMENTS = ['more_concrete'] as const;

// One account per creator makes 1 smart + 2 custom + a batch of 3 + one per trend format (at most 15) + 1 regenerate,
// at most 22: more than the default daily limit of 10, so this app gets a larger one (as the other generation tests do).
const DAILY_LIMIT = 30;

let fake: FakeInstagram;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeInstagram();
  t = await createTestApp({ ...demoInstagramEnv(fake), DAILY_GENERATION_LIMIT: String(DAILY_LIMIT) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const createdSchema = z.object({ id: z.uuid() });
const profileListSchema = z.object({ items: z.array(z.object({ id: z.uuid(), username: z.string(), is_active: z.boolean() })) });
const trendPageSchema = z.object({ items: z.array(trendListItemSchema), pages: z.number().int() });

/** What the server knows about the creator that must steer a script and never be read aloud. */
interface CreatorContext {
  analysis: NonNullable<WriterBrief['analysis']>;
  bio: string;
}

/** Signs up in the creator's language, analyses the account and attaches it (the new account becomes active). */
async function activeCreator(creator: Creator): Promise<{ token: string; context: CreatorContext }> {
  const { token } = await signUp(t, { language: creator.language });
  const started = await t.call('POST', '/api/profiles/preview', { username: creator.username, language: creator.language.toUpperCase() }, token);
  expect(started.status, await started.clone().text()).toBe(202);
  const analysed = profileAnalysisSchema.parse(await waitForAnalysis(t, createdSchema.parse(await json(started)).id, token));
  expect(analysed.status).toBe('ready');
  const attached = await t.call('POST', `/api/profiles?analysis_id=${analysed.id}`, undefined, token);
  expect(attached.status, await attached.clone().text()).toBe(201);

  const profiles = profileListSchema.parse(await json(await t.call('GET', '/api/profiles', undefined, token)));
  const active = profiles.items.find((item) => item.is_active);
  expect(active?.username).toBe(creator.username);
  const analysis = profileAnalysisSchema.parse(await json(await t.call('GET', `/api/profiles/${active?.id}/analysis`, undefined, token)));
  const narrative = analysis.narrative;
  if (!narrative) throw new Error(`${creator.username}: the active profile's analysis has no narrative`);
  return {
    token,
    context: {
      analysis: {
        domain: narrative.domain,
        style: narrative.style,
        why_followers_choose_you: narrative.why_followers_choose_you,
        recommendations: narrative.recommendations,
      },
      bio: analysis.profile?.biography ?? '',
    },
  };
}

/** Every trend of the language (all pages), one per format: the best-ranked trend of each. */
async function oneTrendPerFormat(language: Language): Promise<TrendListItem[]> {
  const byFormat = new Map<string, TrendListItem>();
  for (let page = 1, pages = 1; page <= pages; page++) {
    const response = await t.call('GET', `/api/trends?limit=50&page=${page}&language=${language}`);
    expect(response.status).toBe(200);
    const body = trendPageSchema.parse(await json(response));
    pages = body.pages;
    for (const trend of body.items) if (!byFormat.has(trend.format)) byFormat.set(trend.format, trend);
  }
  return [...byFormat.values()];
}

async function generate(token: string, body: Record<string, unknown>): Promise<string> {
  const response = await t.call('POST', '/api/suggestions/generate', body, token);
  expect(response.status, `${JSON.stringify(body)}: ${await response.clone().text()}`).toBe(202);
  return createdSchema.parse(await json(response)).id;
}

/** Waits for the suggestion, asserts it is ready, and returns it with its script read through the writer's schema. */
async function readyScript(token: string, id: string, label: string) {
  const suggestion = suggestionSchema.parse(await waitForSuggestion(t, token, id));
  expect(suggestion.status, `${label}: ${JSON.stringify(suggestion.error)}`).toBe('ready');
  return { suggestion, result: writerResultSchema.parse(suggestion.result) };
}

/** The text a problem points at ('beats[2].spokenLine', 'caption'…), so a failure shows the offending line. */
function textAt(result: WriterResult, where: string): string {
  const beat = /^beats\[(\d+)\]\.(spokenLine|onScreenText|sceneTitle)$/.exec(where);
  if (beat) return result.beats[Number(beat[1])]?.[beat[2] as 'spokenLine' | 'onScreenText' | 'sceneTitle'] ?? '';
  const subtitle = /^meme\.subtitleLines\[(\d+)\]$/.exec(where);
  if (subtitle) return result.meme?.subtitleLines[Number(subtitle[1])] ?? '';
  if (where === 'title' || where === 'hook' || where === 'caption' || where === 'callToAction') return result[where];
  return '';
}

function expectRulesKept(label: string, result: WriterResult, brief: ParsedWriterBrief): void {
  const problems = resultProblems(result, brief).map((problem) => ({ ...problem, text: textAt(result, problem.where) }));
  expect(problems, `${label}: ${JSON.stringify(problems)}`).toEqual([]);
}

function bodyLines(result: WriterResult): string[] {
  return result.beats.slice(1, -1).map((beat) => beat.spokenLine);
}

function expectBodyAboutIdea(label: string, result: WriterResult, brief: ParsedWriterBrief): void {
  const shown = { idea: brief.userInput, material: result.material, body: bodyLines(result) };
  expect(bodyAboutIdea(brief, result), `${label}: body beats not about the idea: ${JSON.stringify(shown)}`).toBe(true);
}

describe("issue 32's Done when: the demo creators' scripts", () => {
  for (const creator of CREATORS) {
    it(`${creator.username} (${creator.language}): smart, custom, batch, create-similar and regenerate keep every rule and the idea`, async () => {
      const { token, context } = await activeCreator(creator);
      const [firstIdea] = creator.ideas;
      const feedback = { adjustments: [...FEEDBACK_ADJUSTMENTS], note: creator.note };

      /** The rules' brief: the server's context of this creator (analysis, bio) plus the idea and the feedback note. */
      const rulesBrief = (contentType: WriterBrief['contentType'], extra: Pick<WriterBrief, 'userInput' | 'revision' | 'trend'> = {}): ParsedWriterBrief =>
        writerBriefSchema.parse({ contentType, language: creator.language, facts: { about_meanings: context.bio }, analysis: context.analysis, ...extra });

      // Everything is queued at once (the workers write side by side); each is checked once ready.
      const trends = await oneTrendPerFormat(creator.language);
      expect(trends.length).toBeGreaterThan(0);
      const smartId = await generate(token, { type: 'smart_script' });
      const customIds = await Promise.all(creator.ideas.map((idea) => generate(token, { type: 'custom_script', user_input: idea })));
      const batchResponse = await t.call('POST', '/api/suggestions/generate_batch', { type: 'custom_script', user_input: firstIdea, count: 3 }, token);
      expect(batchResponse.status, await batchResponse.clone().text()).toBe(202);
      const batch = suggestionBatchSchema.parse(await json(batchResponse));
      // The same request as the web's "Create similar" dialog with "Script" picked.
      const similar = await Promise.all(trends.map(async (trend) => ({ trend, id: await generate(token, { type: 'smart_script', trend_id: trend.id }) })));

      const smart = await readyScript(token, smartId, 'smart script');
      expect(smart.result.language).toBe(creator.language);
      expectRulesKept('smart script', smart.result, rulesBrief('smart_script'));
      // A make-up artist's smart script is about make-up or skin, not outfits: the niche and her best posts decide.
      expect(smart.result.material?.niche, `smart script material: ${JSON.stringify(smart.result.material)}`).toBe(creator.niche);

      const customs = await Promise.all(customIds.map((id, index) => readyScript(token, id, `custom script ${index}`)));
      for (const [index, { result }] of customs.entries()) {
        const brief = rulesBrief('custom_script', { userInput: creator.ideas[index] });
        const label = `custom script on "${creator.ideas[index]}"`;
        expect(result.language).toBe(creator.language);
        expectRulesKept(label, result, brief);
        expectBodyAboutIdea(label, result, brief);
      }

      const variants = await Promise.all(batch.items.map((item, index) => readyScript(token, item.id, `batch variant ${index}`)));
      expect(variants).toHaveLength(3);
      for (const [index, { result }] of variants.entries()) {
        const brief = rulesBrief('custom_script', { userInput: firstIdea });
        expectRulesKept(`batch variant ${index} on "${firstIdea}"`, result, brief);
        expectBodyAboutIdea(`batch variant ${index} on "${firstIdea}"`, result, brief);
      }
      const angles = variants.map(({ result }) => ({
        title: result.title,
        hook: result.hook,
        structure: result.templateIds[0],
        material: result.material,
        body: bodyLines(result),
      }));
      expect(variantsDiffer(variants.map(({ result }) => result)), `batch variants on "${firstIdea}" do not differ: ${JSON.stringify(angles)}`).toBe(true);

      for (const { trend, id } of similar) {
        const label = `create similar on trend ${trend.id} (${trend.format})`;
        const { result } = await readyScript(token, id, label);
        expect(result.language).toBe(creator.language);
        expectRulesKept(label, result, rulesBrief('smart_script'));
        const formatBrief = rulesBrief('smart_script', {
          trend: { title: trend.title, description: trend.description, how_to_adapt: trend.how_to_adapt, format: trend.format },
        });
        expect(formatKept(formatBrief, result), `${label}: format not kept: ${JSON.stringify(result.templateIds)}`).toBe(true);
      }

      // Regenerate the first custom script with feedback, as the web's regenerate dialog sends it (idea prefilled).
      const original = customs[0]?.suggestion;
      const regenerated = await t.call('POST', `/api/suggestions/${original?.id}/regenerate`, { user_input: firstIdea, feedback }, token);
      expect(regenerated.status, await regenerated.clone().text()).toBe(202);
      const { suggestion: next, result: revised } = await readyScript(token, createdSchema.parse(await json(regenerated)).id, 'regenerated script');
      expect(next).toMatchObject({ user_input: firstIdea, parent_id: original?.id });
      const revisedBrief = rulesBrief('custom_script', { userInput: firstIdea, revision: feedback });
      const label = `regenerated "${firstIdea}" with "${creator.note}"`;
      expect(revised.language).toBe(creator.language);
      expectRulesKept(label, revised, revisedBrief);
      expectBodyAboutIdea(label, revised, revisedBrief);
      const lines = [
        revised.title,
        revised.hook,
        revised.caption,
        revised.callToAction,
        ...revised.beats.flatMap((beat) => [beat.spokenLine, beat.onScreenText]),
      ];
      const note = creator.note.toLocaleLowerCase();
      const saying = lines.filter((line) => line.toLocaleLowerCase().includes(note));
      expect(saying, `${label}: the note is said: ${JSON.stringify(saying)}`).toEqual([]);
      expect(feedbackNotSpoken(revisedBrief, revised), `${label}: part of the note is said: ${JSON.stringify(lines)}`).toBe(true);
      // "More concrete" changes the shape when the original's was not concrete (a story becomes a list or steps).
      const before = customs[0]?.result.templateIds[0];
      if (before === 'fmt-story' || before === 'fmt-pov' || before === 'fmt-day-in-life') {
        expect(revised.templateIds[0], `${label}: still ${before}`).not.toBe(before);
      }
    }, 120_000);
  }
});
