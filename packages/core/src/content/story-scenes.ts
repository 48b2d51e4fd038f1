import type { BeatGraphic } from '@reelcraft/contract';
import { scriptTokens } from '@reelcraft/media';
import { graphicFromText } from '../writer/compose/story-graphics.ts';
import type { WriterBeat } from '../writer/writer.schema.ts';

/**
 * The scenes of a story, planned from the script's beats (issue 33): the hook and the ending on the talking avatar,
 * the middle beats alternating the creator's photos and scenes made by code from each beat's graphic (a list, a
 * counter, a phrase, an emoji). A beat longer than SCENE_MAX_SECONDS is cut, at a word boundary (a sentence's end when
 * one is near), into scenes of about equal length, so something changes on screen every 6–8 seconds; every chosen
 * photo appears at least once when the story has room for it.
 */
export type StoryScenePlan =
  | { kind: 'avatar'; fromWord: number }
  /** `photo`: the index into the story's photos, in the creator's order. */
  | { kind: 'photo'; fromWord: number; photo: number; title?: string }
  | { kind: 'graphic'; fromWord: number; graphic: BeatGraphic };

/** A beat is cut into scenes of at most this share of its time (a cut may then move by up to SENTENCE_PULL). */
const SCENE_SHARE_SECONDS = 6;
/** How much further (in seconds) a cut may move to land on a sentence's end (or a clause's) rather than inside one. */
const SENTENCE_PULL = 1.5;
const CLAUSE_PULL = 0.5;
/** The longest a scene runs before the picture changes. */
export const SCENE_MAX_SECONDS = SCENE_SHARE_SECONDS + SENTENCE_PULL;
/** A scene of fewer words is a flash, not a scene. */
const MIN_SCENE_WORDS = 3;

export type PlannedBeat = Pick<WriterBeat, 'spokenLine' | 'seconds'> & Partial<Pick<WriterBeat, 'visual' | 'graphic' | 'sceneTitle' | 'onScreenText'>>;

export interface PlanStoryOptions {
  beats: readonly PlannedBeat[];
  /** How many photos the story has (at least 1). */
  photoCount: number;
  /**
   * Which of them is the photo that speaks, when it is among the story's photos: its turn in the middle is a talking
   * avatar scene rather than the same face held still (unless that would put two avatar scenes side by side).
   */
  speakingPhoto?: number;
  /** When the script's token (whitespace-separated word) starts in the voice, when known; else it is estimated from the beats' seconds. */
  tokenStart?: (token: number) => number | undefined;
  /** When the voice ends, when known. */
  endSeconds?: number;
}

type Slot = 'avatar' | 'photo' | 'graphic';
interface Piece {
  beat: number;
  fromWord: number;
  slot: Slot;
  graphic?: BeatGraphic;
  /** The graphic was derived from the text, not carried by the beat: the first to give way to a photo. */
  derived?: boolean;
  title?: string;
}

export function planStoryScenes(options: PlanStoryOptions): StoryScenePlan[] {
  const spoken = options.beats.map((beat, index) => ({ beat, index, tokens: scriptTokens(beat.spokenLine) })).filter((entry) => entry.tokens.length > 0);
  if (spoken.length === 0) return [{ kind: 'avatar', fromWord: 0 }];

  // When each token starts: the voice's timing where known, else the beats' estimated seconds spread over their words.
  const starts: number[] = [];
  let estimate = 0;
  for (const { beat, tokens } of spoken) {
    tokens.forEach((_token, i) => starts.push(estimate + (beat.seconds * i) / tokens.length));
    estimate += beat.seconds;
  }
  const timeOf = (token: number) => options.tokenStart?.(token) ?? starts[token] ?? estimate;
  const totalTokens = starts.length;
  const endTime = options.endSeconds ?? (options.tokenStart ? Math.max(timeOf(totalTokens - 1) + 0.5, estimate) : estimate);

  const pieces: Piece[] = [];
  let fromWord = 0;
  // A hook cut in two shows what the story is about next; then the creator's first photo.
  let turn: Slot = 'graphic';
  spoken.forEach(({ beat, tokens }, position) => {
    const first = position === 0;
    const last = position === spoken.length - 1;
    const avatar = beat.visual === 'avatar' || ((first || last) && beat.visual === undefined);
    const beatEnd = last ? endTime : timeOf(fromWord + tokens.length);
    const cuts = cutPoints(
      tokens.map((token) => token.text),
      (i) => timeOf(fromWord + i),
      beatEnd,
    );
    const carried = beat.graphic;
    const derived = graphicFromText(beat);
    const graphics: Array<{ graphic: BeatGraphic; derived: boolean }> = [];
    if (carried) graphics.push({ graphic: carried, derived: false });
    if (derived && (!carried || JSON.stringify(derived) !== JSON.stringify(carried))) graphics.push({ graphic: derived, derived: true });

    // The hook (or an avatar beat in the middle) shows the face first, the ending last, saying the call to action;
    // every other scene takes the next turn of photo and graphic, across beats, so neighbours always differ.
    const faceAt = !avatar ? -1 : last && !first ? cuts.length - 1 : 0;
    const slots: Slot[] = cuts.map((_cut, i) => {
      if (i === faceAt) return 'avatar';
      const slot = turn;
      turn = turn === 'photo' ? 'graphic' : 'photo';
      return slot;
    });
    let titled = false;
    slots.forEach((slot, i) => {
      const piece: Piece = { beat: position, fromWord: fromWord + (cuts[i] ?? 0), slot };
      if (slot === 'graphic') {
        // The beat's own graphic first, then one from its text; a third scene of a long beat shows its own words.
        const own = graphicFromText({
          spokenLine: tokens
            .slice(cuts[i], cuts[i + 1])
            .map((token) => token.text)
            .join(' '),
        });
        const next = graphics.shift() ?? (own ? { graphic: own, derived: true } : undefined);
        if (next) {
          piece.graphic = next.graphic;
          if (next.derived) piece.derived = true;
        } else piece.slot = 'photo';
      }
      if (piece.slot === 'photo' && !titled && beat.sceneTitle && !avatar && !shows(carried, beat.sceneTitle)) {
        piece.title = beat.sceneTitle;
        titled = true;
      }
      pieces.push(piece);
    });
    fromWord += tokens.length;
  });

  makeRoomForEveryPhoto(pieces, options.photoCount);

  const plan: StoryScenePlan[] = [];
  let photo = 0;
  let lastPhoto = -1;
  const count = Math.max(1, options.photoCount);
  pieces.forEach((piece, position) => {
    const previous = plan.at(-1);
    if (piece.slot === 'avatar') {
      if (previous?.kind !== 'avatar') plan.push({ kind: 'avatar', fromWord: piece.fromWord });
    } else if (piece.slot === 'graphic' && piece.graphic) {
      plan.push({ kind: 'graphic', fromWord: piece.fromWord, graphic: piece.graphic });
    } else {
      let index = photo % count;
      const besideFace = previous?.kind === 'avatar' || pieces[position + 1]?.slot === 'avatar';
      // The speaking face beside the avatar would be the face twice: the next photo instead, when there is one.
      if (index === options.speakingPhoto && besideFace && count > 1) index = ++photo % count;
      // The same photo twice in a row is no change: the first one simply runs on.
      if (previous?.kind === 'photo' && lastPhoto === index) return;
      photo++;
      lastPhoto = index;
      if (index === options.speakingPhoto && !besideFace) plan.push({ kind: 'avatar', fromWord: piece.fromWord });
      else plan.push({ kind: 'photo', fromWord: piece.fromWord, photo: index, ...(piece.title ? { title: piece.title } : {}) });
    }
  });
  return plan;
}

/** True when the graphic already shows the text (a photo scene then needs no title saying it again). */
function shows(graphic: BeatGraphic | undefined, text: string): boolean {
  if (!graphic) return false;
  const key = text.trim().toLocaleLowerCase();
  const texts =
    graphic.type === 'phrase'
      ? [graphic.text]
      : graphic.type === 'list'
        ? [graphic.title ?? '', ...graphic.items]
        : graphic.type === 'chart'
          ? [graphic.title ?? '', ...graphic.bars.map((bar) => bar.label)]
          : [graphic.label];
  return texts.some((shown) => shown.trim().toLocaleLowerCase() === key);
}

/**
 * Where a beat's words are cut into scenes (token indices, the first always 0): as many scenes as it takes to keep
 * each within SCENE_SHARE_SECONDS, each cut at the word nearest its share of the remaining time, pulled to a sentence's (or a
 * clause's) end when one is close, and never leaving a scene of fewer than MIN_SCENE_WORDS words.
 */
export function cutPoints(words: readonly string[], timeOf: (word: number) => number, end: number): number[] {
  const start = timeOf(0);
  const duration = end - start;
  const scenes = Math.min(Math.ceil(duration / SCENE_SHARE_SECONDS), Math.floor(words.length / MIN_SCENE_WORDS));
  const cuts = [0];
  for (let n = 1; n < scenes; n++) {
    // An equal share of what is left after the last cut, so a cut pulled to a sentence's end does not add up.
    const lastCut = timeOf(cuts.at(-1) ?? 0);
    const target = lastCut + (end - lastCut) / (scenes - n + 1);
    const from = (cuts.at(-1) ?? 0) + MIN_SCENE_WORDS;
    const to = words.length - MIN_SCENE_WORDS * (scenes - n);
    let best = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let i = from; i <= to; i++) {
      const before = words[i - 1] ?? '';
      const pull = /[.!?…]["'»”’)]*$/u.test(before) ? SENTENCE_PULL : /[,;:—–]$/u.test(before) ? CLAUSE_PULL : 0;
      const cost = Math.abs(timeOf(i) - target) - pull;
      if (cost < bestCost) {
        bestCost = cost;
        best = i;
      }
    }
    if (best < 0) break;
    cuts.push(best);
  }
  return cuts;
}

/**
 * With fewer photo scenes than photos, scenes made by code give way to photos — those whose graphic was only
 * derived from the text first — so every photo the creator chose is shown at least once.
 */
function makeRoomForEveryPhoto(pieces: Piece[], photoCount: number): void {
  let missing = photoCount - pieces.filter((piece) => piece.slot === 'photo').length;
  if (missing <= 0) return;
  const candidates = pieces.filter((piece) => piece.slot === 'graphic').sort((a, b) => Number(b.derived === true) - Number(a.derived === true));
  for (const piece of candidates) {
    if (missing <= 0) break;
    piece.slot = 'photo';
    delete piece.graphic;
    missing--;
  }
}
