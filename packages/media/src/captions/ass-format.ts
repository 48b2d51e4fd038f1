/** Writing ASS: colours, times, literal text, style and event lines, rounded-rectangle drawings. */

/** '#RRGGBB' → ASS '&HAABBGGRR' (ASS alpha: 00 opaque … FF transparent). */
export function assColor(hex: string, alpha = 0): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new RangeError(`bad colour ${hex}`);
  const [, r, g, b] = m as unknown as [string, string, string, string];
  const a = Math.max(0, Math.min(255, Math.round(alpha)))
    .toString(16)
    .padStart(2, '0');
  return `&H${a}${b}${g}${r}&`.toUpperCase();
}

/** Seconds → ASS time H:MM:SS.cc (centiseconds, rounded). */
export function assTime(seconds: number): string {
  const cs = Math.max(0, Math.round(seconds * 100));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  const c = cs % 100;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(c).padStart(2, '0')}`;
}

/**
 * Makes user text literal in an ASS event. `{`/`}` would open override blocks: libass reads `\{` and `\}` as literal
 * braces. A backslash before N, n or h would become a line break or hard space, so every backslash is followed by
 * an invisible WORD JOINER (U+2060). Newlines and tabs become spaces (we place line breaks ourselves).
 */
export function escapeAssText(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\\/g, '\\\u2060')
    .replace(/[{}]/g, (c) => `\\${c}`);
}

/** Shared by the talking-video captions (video/talking-captions.ts). */
export function styleLine(
  name: string,
  font: string,
  size: number,
  primary: string,
  outlineColour: string,
  back: string,
  bold: boolean,
  outline: number,
  shadow: number,
  alignment: number,
): string {
  // Margins are 0: every event is placed with \pos.
  return `Style: ${name},${font},${fmt(size)},${primary},${primary},${outlineColour},${back},${bold ? -1 : 0},0,0,0,100,100,0,0,1,${fmt(outline)},${fmt(shadow)},${alignment},0,0,0,1`;
}

/** Shared by the talking-video captions (video/talking-captions.ts). */
export function dialogue(layer: number, start: string, end: string, style: string, text: string): string {
  return `Dialogue: ${layer},${start},${end},${style},,0,0,0,,${text}`;
}

/** Shared by the talking-video captions (video/talking-captions.ts). */
export function roundedRect(x: number, y: number, w: number, h: number, radius: number): string {
  const r = Math.max(0, Math.min(radius, Math.floor(w / 2), Math.floor(h / 2)));
  const k = Math.round(r * 0.448); // distance of the Bézier handles from the corner (1 − 0.552)
  const x1 = x + w;
  const y1 = y + h;
  return [
    `m ${x + r} ${y}`,
    `l ${x1 - r} ${y}`,
    `b ${x1 - k} ${y} ${x1} ${y + k} ${x1} ${y + r}`,
    `l ${x1} ${y1 - r}`,
    `b ${x1} ${y1 - k} ${x1 - k} ${y1} ${x1 - r} ${y1}`,
    `l ${x + r} ${y1}`,
    `b ${x + k} ${y1} ${x} ${y1 - k} ${x} ${y1 - r}`,
    `l ${x} ${y + r}`,
    `b ${x} ${y + k} ${x + k} ${y} ${x + r} ${y}`,
  ].join(' ');
}

/** Shared by the talking-video captions (video/talking-captions.ts). */
export function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}
