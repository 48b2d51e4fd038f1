/** Where users write to us (spec §2 "write to support by e-mail", §8 "e-mail us"). */
export const SUPPORT_EMAIL = 'support@reelcraft.app';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
