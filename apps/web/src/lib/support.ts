/**
 * Where users write to us: support by e-mail, or by a messenger/chat when one is configured. The server's
 * SUPPORT_EMAIL and SUPPORT_CHAT_URL arrive with the public config (`useSupportContacts`); this address is the default
 * until then, and what pre-rendered pages show.
 */
export const SUPPORT_EMAIL = 'support@reelcraft.app';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;

/** A mailto: link, optionally with a subject (the PROMO keyword of the gift guide). */
export function supportMailto(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
