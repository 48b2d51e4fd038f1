import { readFileSync } from 'node:fs';
import { parse, type ElementNode, type Node } from 'svg-parser';
import svgpath from 'svgpath';
import { twemojiSvgPath } from './twemoji-file.ts';

/**
 * An emoji as flat-colour vector layers, for libass: it draws ASS vector drawings (`\p1`) but no emoji glyphs.
 * Twemoji's SVGs are made of filled paths, circles and ellipses (a few with a rotate/matrix transform or opacity),
 * which map one-to-one onto ASS drawings of one colour each; drawn in order they give the emoji. The 3 Twemoji
 * files with a clipPath are drawn unclipped.
 */
export interface EmojiLayer {
  /** '#RRGGBB'. */
  color: string;
  /** 0 (invisible) … 1 (opaque). */
  opacity: number;
  /**
   * Outline as absolute move/line/cubic commands in Twemoji's 36 × 36 box, centred: coordinates run from −18 to 18
   * around the emoji's centre, so an event positioned at the centre scales and pops around it.
   */
  commands: ReadonlyArray<readonly ['m' | 'l', number, number] | readonly ['b', number, number, number, number, number, number]>;
}

export const EMOJI_VIEWBOX = 36;

const cache = new Map<string, EmojiLayer[] | null>();

/** The emoji's layers, bottom first, or null when Twemoji has no picture for it. */
export function emojiLayers(emoji: string): EmojiLayer[] | null {
  const hit = cache.get(emoji);
  if (hit !== undefined) return hit;
  const file = twemojiSvgPath(emoji);
  const layers = file ? layersOfSvg(readFileSync(file, 'utf8')) : null;
  cache.set(emoji, layers);
  return layers;
}

interface Inherited {
  fill: string | undefined;
  opacity: number;
  transform: string;
}

/** Parses one Twemoji SVG into layers (exported for tests). */
export function layersOfSvg(svg: string): EmojiLayer[] {
  const root = parse(svg).children[0];
  const layers: EmojiLayer[] = [];
  if (root && root.type === 'element') walk(root, { fill: undefined, opacity: 1, transform: '' }, layers);
  return layers;
}

function walk(node: ElementNode, parent: Inherited, out: EmojiLayer[]): void {
  const tag = node.tagName ?? '';
  if (tag === 'defs' || tag === 'clipPath' || tag === 'mask') return;
  const props = node.properties ?? {};
  const own = (name: string): string | undefined => (props[name] === undefined ? undefined : String(props[name]));
  const here: Inherited = {
    fill: own('fill') ?? parent.fill,
    opacity: parent.opacity * Number(own('opacity') ?? 1) * Number(own('fill-opacity') ?? 1),
    transform: `${parent.transform} ${own('transform') ?? ''}`.trim(),
  };
  const d = outlineOf(tag, own);
  if (d) {
    const color = colorOf(here.fill ?? '#000000');
    if (color && here.opacity > 0) out.push({ color, opacity: Math.min(1, here.opacity), commands: commandsOf(d, here.transform) });
  }
  for (const child of node.children) if (isElement(child)) walk(child, here, out);
}

function isElement(node: Node | string): node is ElementNode {
  return typeof node !== 'string' && node.type === 'element';
}

/** An element's outline as SVG path data (arcs for circles and ellipses), or undefined for containers. */
function outlineOf(tag: string, attr: (name: string) => string | undefined): string | undefined {
  const n = (name: string): number => Number(attr(name) ?? 0);
  switch (tag) {
    case 'path':
      return attr('d');
    case 'circle':
      return ellipsePath(n('cx'), n('cy'), n('r'), n('r'));
    case 'ellipse':
      return ellipsePath(n('cx'), n('cy'), n('rx'), n('ry'));
    case 'rect': {
      const [x, y, w, h] = [n('x'), n('y'), n('width'), n('height')];
      return w > 0 && h > 0 ? `M${x} ${y}H${x + w}V${y + h}H${x}Z` : undefined;
    }
    default:
      return undefined;
  }
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string | undefined {
  if (!(rx > 0 && ry > 0)) return undefined;
  return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
}

const NAMED: Record<string, string> = { red: '#FF0000', green: '#008000', navy: '#000080', azure: '#F0FFFF', white: '#FFFFFF', black: '#000000' };

function colorOf(fill: string): string | null {
  const value = fill.trim().toLowerCase();
  if (value === 'none') return null;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return `#${short[1]!.repeat(2)}${short[2]!.repeat(2)}${short[3]!.repeat(2)}`.toUpperCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value.toUpperCase();
  return NAMED[value] ?? null;
}

type Command = EmojiLayer['commands'][number];

/** Absolute moves, lines and cubic curves (what ASS drawings have), centred on the 36 × 36 box. */
function commandsOf(d: string, transform: string): Command[] {
  const half = EMOJI_VIEWBOX / 2;
  const commands: Command[] = [];
  let path = svgpath(d).abs().unshort().unarc();
  if (transform) path = path.transform(transform);
  // toString() applies the pending transform; re-reading the result gives absolute segments again.
  svgpath(path.abs().toString())
    .abs()
    .unshort()
    .iterate((segment, _index, x, y) => {
      const c = (v: number): number => Math.round((v - half) * 1000) / 1000;
      switch (segment[0]) {
        case 'M':
          commands.push(['m', c(segment[1]), c(segment[2])]);
          break;
        case 'L':
          commands.push(['l', c(segment[1]), c(segment[2])]);
          break;
        case 'H':
          commands.push(['l', c(segment[1]), c(y)]);
          break;
        case 'V':
          commands.push(['l', c(x), c(segment[1])]);
          break;
        case 'C':
          commands.push(['b', c(segment[1]), c(segment[2]), c(segment[3]), c(segment[4]), c(segment[5]), c(segment[6])]);
          break;
        case 'Q': {
          // A quadratic is the cubic with control points two thirds of the way to its control point.
          const [qx, qy, ex, ey] = [segment[1], segment[2], segment[3], segment[4]];
          commands.push(['b', c(x + (2 / 3) * (qx - x)), c(y + (2 / 3) * (qy - y)), c(ex + (2 / 3) * (qx - ex)), c(ey + (2 / 3) * (qy - ey)), c(ex), c(ey)]);
          break;
        }
        default:
          // Z: ASS closes every figure itself. Arcs and shorthand curves are gone after unarc/unshort.
          break;
      }
    });
  return commands;
}

/**
 * An ASS drawing (for `{\p3}`: coordinates in quarter pixels) of one layer, the emoji `sizePx` wide, centred on the
 * event's position (use `\an7\pos(centreX,centreY)`).
 */
export function layerDrawing(layer: EmojiLayer, sizePx: number): string {
  const k = (4 * sizePx) / EMOJI_VIEWBOX;
  const v = (n: number): number => Math.round(n * k);
  const parts: string[] = [];
  let last = '';
  for (const cmd of layer.commands) {
    const coords = cmd
      .slice(1)
      .map((n) => v(n as number))
      .join(' ');
    if (cmd[0] === last && cmd[0] !== 'm') parts.push(coords);
    else parts.push(`${cmd[0]} ${coords}`);
    last = cmd[0];
  }
  return parts.join(' ');
}
