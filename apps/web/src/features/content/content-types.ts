import { BookOpen, Laugh, PenLine, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import type { Suggestion, SuggestionType } from './content.api.ts';

export interface TypeMeta {
  type: SuggestionType;
  icon: LucideIcon;
  /** Tailwind gradient stops for the illustration and the script cards. */
  gradient: string;
  /** Formats with their own step-by-step screen (photo, voice, progress) instead of a form in the generate tab. */
  flowPath?: string;
  /** The result is a video (a player in the item view). */
  video: boolean;
}

/** The five formats of the type picker, in the order they are offered. */
export const TYPES: readonly TypeMeta[] = [
  { type: 'smart_script', icon: Sparkles, gradient: 'from-violet-600 via-fuchsia-600 to-pink-500', video: false },
  { type: 'custom_script', icon: PenLine, gradient: 'from-sky-600 via-indigo-600 to-violet-600', video: false },
  { type: 'meme', icon: Laugh, gradient: 'from-orange-500 via-rose-500 to-fuchsia-600', video: true },
  { type: 'avatar', icon: UserRound, gradient: 'from-emerald-600 via-teal-600 to-cyan-600', video: true, flowPath: '/app/first-video' },
  { type: 'storytelling', icon: BookOpen, gradient: 'from-amber-500 via-orange-600 to-rose-600', video: true, flowPath: '/app/story' },
];

const BY_TYPE = new Map(TYPES.map((meta) => [meta.type, meta]));

export function typeMeta(type: SuggestionType): TypeMeta {
  return BY_TYPE.get(type) ?? (TYPES[0] as TypeMeta);
}

/** The types generated from a form in the generate tab (`?type=`); avatar and storytelling have their own screens. */
export function isAvailableType(value: string | null): value is 'smart_script' | 'custom_script' | 'meme' {
  return value === 'smart_script' || value === 'custom_script' || value === 'meme';
}

/** A name for an item in lists and titles: the writer's title, else the user's idea, else nothing. */
export function itemTitle(item: Pick<Suggestion, 'result' | 'user_input'>): string | null {
  const title = item.result?.title?.trim();
  if (title) return title;
  const input = item.user_input.trim();
  return input ? input : null;
}

/** `0:12`, `1:05`; whole seconds counted down like the players do. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
  const whole = Math.max(1, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
}
