/** The shortcode alphabet: a media pk written in base 64, most significant digit first. */
export const SHORTCODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const DIGIT = new Map([...SHORTCODE_ALPHABET].map((char, index) => [char, BigInt(index)]));
const MAX_PK = (1n << 64n) - 1n;
/** Links to private posts carry the normal shortcode plus 28 extra characters. */
export const PRIVATE_SHORTCODE_SUFFIX_LENGTH = 28;
const SHORTCODE_RE = /^[A-Za-z0-9_-]+$/;

/** True for a shortcode we can convert: 1–11 alphabet characters, or a private-post link's longer form. */
export function isValidShortcode(shortcode: string): boolean {
  if (!SHORTCODE_RE.test(shortcode)) return false;
  return shortcode.length <= 11 || (shortcode.length > PRIVATE_SHORTCODE_SUFFIX_LENGTH && shortcode.length <= 11 + PRIVATE_SHORTCODE_SUFFIX_LENGTH);
}

/** True when the shortcode is the long form used in private-post links. */
export function isPrivateShortcode(shortcode: string): boolean {
  return shortcode.length > PRIVATE_SHORTCODE_SUFFIX_LENGTH && isValidShortcode(shortcode);
}

/** The media part of a shortcode: private-post links drop their 28-character suffix first. */
export function baseShortcode(shortcode: string): string {
  return shortcode.length > PRIVATE_SHORTCODE_SUFFIX_LENGTH ? shortcode.slice(0, shortcode.length - PRIVATE_SHORTCODE_SUFFIX_LENGTH) : shortcode;
}

/** Decodes a shortcode to the media pk. Throws RangeError for characters outside the alphabet or a pk over 64 bits. */
export function shortcodeToMediaId(shortcode: string): bigint {
  if (!isValidShortcode(shortcode)) throw new RangeError(`not a shortcode: ${JSON.stringify(shortcode.slice(0, 60))}`);
  let pk = 0n;
  for (const char of baseShortcode(shortcode)) pk = pk * 64n + (DIGIT.get(char) as bigint);
  if (pk > MAX_PK) throw new RangeError('shortcode encodes more than 64 bits');
  return pk;
}

/**
 * Encodes a media pk as a shortcode. Accepts a bigint, a decimal string, or a `{pk}_{owner}` media id (the part
 * after `_` is the owner and is dropped). Numbers are refused: pks exceed 2^53 and a JS number may already be wrong.
 */
export function mediaIdToShortcode(mediaId: bigint | string): string {
  const pk = typeof mediaId === 'bigint' ? mediaId : parseMediaPk(mediaId);
  if (pk < 0n || pk > MAX_PK) throw new RangeError('media id out of range');
  if (pk === 0n) return SHORTCODE_ALPHABET[0] as string;
  let out = '';
  for (let rest = pk; rest > 0n; rest /= 64n) out = (SHORTCODE_ALPHABET[Number(rest % 64n)] as string) + out;
  return out;
}

/** The pk of a media id written as `{pk}` or `{pk}_{owner_id}`. Throws RangeError for anything else. */
export function parseMediaPk(mediaId: string): bigint {
  const pk = mediaId.trim().split('_')[0] ?? '';
  if (!/^\d{1,20}$/.test(pk)) throw new RangeError(`not a media id: ${JSON.stringify(mediaId.slice(0, 60))}`);
  const value = BigInt(pk);
  if (value > MAX_PK) throw new RangeError('media id out of range');
  return value;
}
