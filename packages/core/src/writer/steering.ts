export interface FeedbackEntry {
  hookId?: string;
  templateIds?: string[];
  feedback: 'like' | 'dislike';
}

export interface Steering {
  /** Hooks (and meme formats) the creator disliked. */
  avoidHooks: string[];
  /** Structures, CTAs, captions, meme formats and hooks the creator liked. */
  preferTemplates: string[];
}

/**
 * Turns past likes and dislikes into writer options. Order does not matter (callers keep history newest first or
 * oldest first): a hook disliked even once is avoided, because showing it again after a dislike feels like the
 * product is not listening, while a liked one is simply favoured.
 */
export function steeringFrom(feedback: readonly FeedbackEntry[]): Steering {
  const avoid = new Set<string>();
  const prefer = new Set<string>();
  for (const entry of feedback) {
    if (entry.feedback === 'dislike') {
      if (entry.hookId) avoid.add(entry.hookId);
    } else {
      if (entry.hookId) prefer.add(entry.hookId);
      for (const id of entry.templateIds ?? []) prefer.add(id);
    }
  }
  for (const id of avoid) prefer.delete(id);
  return { avoidHooks: [...avoid], preferTemplates: [...prefer] };
}
