import type { MouthPose } from '../avatar/animator-api.ts';

/** Lips together, at rest: silence and p/b/m. */
export const REST_POSE: MouthPose = { open: 0, width: 0 };

// Openings follow Rhubarb Lip Sync's mouth shapes (A closed … D widest), at the amplitude of a person speaking
// clearly: open vowels near the widest opening, mid vowels about half, close vowels a third; consonants between the
// teeth stay low, so every syllable opens and closes visibly. Width -1 pucker (u, o, w) .. +1 spread (i, e).
const VOWELS: Record<string, MouthPose> = {
  a: { open: 0.95, width: 0.1 },
  ä: { open: 0.95, width: 0.1 },
  ɑ: { open: 0.95, width: 0 },
  ɐ: { open: 0.75, width: 0.05 },
  æ: { open: 0.85, width: 0.45 },
  ɒ: { open: 0.85, width: -0.35 },
  ʌ: { open: 0.75, width: 0 },
  e: { open: 0.55, width: 0.65 },
  ɛ: { open: 0.7, width: 0.5 },
  ə: { open: 0.5, width: 0 },
  ɘ: { open: 0.45, width: 0.1 },
  ɜ: { open: 0.55, width: 0 },
  ɚ: { open: 0.45, width: -0.2 },
  ɝ: { open: 0.45, width: -0.2 },
  i: { open: 0.3, width: 1 },
  ɪ: { open: 0.38, width: 0.7 },
  ɨ: { open: 0.32, width: 0.35 },
  // eSpeak writes "y" for Russian ы and Portuguese reduced i, not for the rounded front vowel (none of our four
  // languages has one), so it gets an unrounded close shape.
  y: { open: 0.32, width: 0.35 },
  ɯ: { open: 0.32, width: 0.4 },
  ʏ: { open: 0.35, width: -0.6 },
  ø: { open: 0.45, width: -0.6 },
  œ: { open: 0.6, width: -0.45 },
  ɤ: { open: 0.45, width: 0.2 },
  o: { open: 0.6, width: -0.6 },
  ɔ: { open: 0.75, width: -0.4 },
  ɵ: { open: 0.45, width: -0.4 },
  u: { open: 0.32, width: -1 },
  ʊ: { open: 0.38, width: -0.7 },
  ʉ: { open: 0.32, width: -0.8 },
};

const CONSONANTS: Record<string, MouthPose> = {
  // A: lips closed
  p: REST_POSE,
  b: REST_POSE,
  m: REST_POSE,
  ɸ: { open: 0.05, width: 0 },
  // Spanish intervocalic b/v: lips almost meet
  β: { open: 0.06, width: 0 },
  // G: lower lip to upper teeth
  f: { open: 0.1, width: 0.1 },
  v: { open: 0.1, width: 0.1 },
  ɱ: { open: 0.08, width: 0.1 },
  ʋ: { open: 0.12, width: 0.1 },
  // tongue between the teeth
  θ: { open: 0.15, width: 0.2 },
  ð: { open: 0.15, width: 0.2 },
  // B: teeth nearly together, lips relaxed or spread
  t: { open: 0.15, width: 0.2 },
  d: { open: 0.15, width: 0.2 },
  n: { open: 0.15, width: 0.2 },
  s: { open: 0.12, width: 0.35 },
  z: { open: 0.12, width: 0.35 },
  ɾ: { open: 0.2, width: 0.1 },
  r: { open: 0.2, width: 0.1 },
  ɲ: { open: 0.15, width: 0.25 },
  j: { open: 0.18, width: 0.5 },
  k: { open: 0.2, width: 0.1 },
  ɡ: { open: 0.2, width: 0.1 },
  g: { open: 0.2, width: 0.1 },
  ŋ: { open: 0.2, width: 0.1 },
  c: { open: 0.18, width: 0.3 },
  ɟ: { open: 0.18, width: 0.3 },
  x: { open: 0.22, width: 0.05 },
  ɣ: { open: 0.22, width: 0.05 },
  χ: { open: 0.22, width: 0.05 },
  ʁ: { open: 0.22, width: 0.05 },
  h: { open: 0.3, width: 0 },
  ɦ: { open: 0.3, width: 0 },
  ʔ: { open: 0.1, width: 0 },
  // post-alveolars and retroflex fricatives: lips pushed forward
  ʃ: { open: 0.18, width: -0.45 },
  ʒ: { open: 0.18, width: -0.45 },
  ʂ: { open: 0.18, width: -0.4 },
  ʐ: { open: 0.18, width: -0.4 },
  ɕ: { open: 0.15, width: -0.2 },
  ʑ: { open: 0.15, width: -0.2 },
  // English r is rounded
  ɹ: { open: 0.2, width: -0.35 },
  ɻ: { open: 0.2, width: -0.3 },
  // H: l shows the tongue tip behind open teeth
  l: { open: 0.45, width: 0.1 },
  ɫ: { open: 0.4, width: 0 },
  ɭ: { open: 0.4, width: 0 },
  ʎ: { open: 0.35, width: 0.2 },
  ɬ: { open: 0.4, width: 0.1 },
  // F: rounded glides
  w: { open: 0.15, width: -0.9 },
  ʍ: { open: 0.15, width: -0.9 },
  ɥ: { open: 0.15, width: -0.7 },
};

/** The mouth shape used for a sound the table does not know: slightly open, neutral. */
export const DEFAULT_SPEECH_POSE: MouthPose = { open: 0.25, width: 0 };

// Stress, length, tie bars, syllabicity, nasalisation, aspiration and other diacritics that do not change the shape
// enough to matter at our resolution. ʲ (palatalised, Russian) and ʷ (labialised) are read separately below.
const DROP = new Set([..."ˈˌːˑ\u0361\u035C\u0329\u030D\u0303\u0325\u032A\u031E\u031D\u0320\u031F\u0331\u02B0\u02BC'.\u02DE"]);

/** The IPA symbols of one eSpeak phone, stress and diacritics removed ("ˈaɪ" → ["a", "ɪ"], "tʃʲ" → ["t", "ʃ"]). */
export function phoneSymbols(ipa: string): string[] {
  return [...ipa.normalize('NFD')].filter((c) => !DROP.has(c) && c !== 'ʲ' && c !== 'ʷ' && (VOWELS[c] || CONSONANTS[c] || /\p{L}/u.test(c)));
}

function isVowel(symbol: string): boolean {
  return symbol in VOWELS;
}

/**
 * The mouth shape of one eSpeak phone (IPA, as eSpeak writes it). A phone may hold several symbols: diphthongs take
 * their first vowel (see visemeSegments for the glide), affricates their second part (tʃ → ʃ, ts → s: the release is
 * what shows), a palatalised consonant (ʲ) spreads the lips a little, a labialised one (ʷ) rounds them.
 */
export function visemeForPhone(ipa: string): MouthPose {
  return visemeSegments(ipa)[0]!;
}

/**
 * The shapes a phone moves through, in order: one for most phones, two for diphthongs ("aɪ" → a then ɪ, "ɐ̃ʊ̃" →
 * ɐ then ʊ). Unknown or empty phones give DEFAULT_SPEECH_POSE.
 */
export function visemeSegments(ipa: string): MouthPose[] {
  const symbols = phoneSymbols(ipa);
  if (symbols.length === 0) return [DEFAULT_SPEECH_POSE];
  const vowels = symbols.filter(isVowel);
  if (vowels.length > 0) {
    const shapes = vowels.slice(0, 2).map((v) => VOWELS[v]!);
    return shapes;
  }
  // Affricate or cluster: the last known consonant is the audible release; a bilabial anywhere keeps the lips shut.
  if (symbols.some((s) => s === 'p' || s === 'b' || s === 'm')) return [REST_POSE];
  const known = symbols.filter((s) => CONSONANTS[s]);
  let pose = known.length ? CONSONANTS[known.at(-1)!]! : DEFAULT_SPEECH_POSE;
  if (ipa.includes('ʲ')) pose = { open: pose.open, width: Math.min(1, pose.width + 0.2) };
  if (ipa.includes('ʷ')) pose = { open: pose.open, width: Math.max(-1, pose.width - 0.4) };
  return [pose];
}

/** True for p, b, m (however marked): the lips must meet on these, however loud the sound around them. */
export function isBilabialClosure(ipa: string): boolean {
  const symbols = phoneSymbols(ipa);
  return symbols.length > 0 && !symbols.some(isVowel) && symbols.some((s) => s === 'p' || s === 'b' || s === 'm');
}
