import type { WriterResult } from '../writer.schema.ts';
import { visibleParts } from './text-of.ts';

/** Left-overs of a template: a `{slot}`, a JavaScript value printed as text, empty quotes, a doubled stop. */
const LEFTOVER = /[{}]|(?<![\p{L}])(?:undefined|null|NaN)(?![\p{L}])|\[object|“\s*”|«\s*»|"\s*"|(?<!\.)\.\.(?!\.)/u;

/** No template slot was left unfilled anywhere a viewer looks. */
export function noUnfilledSlot(result: WriterResult): boolean {
  return !visibleParts(result).some((part) => LEFTOVER.test(part));
}
