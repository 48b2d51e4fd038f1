import type { Language } from '@reelcraft/contract';

// STUB (issue 10): the e-mails/PDF helper replaces this body; the signature is the agreed interface.

/** The Feed's reels guidelines as a designed PDF in the reader's language. */
export async function renderGuidelinesPdf(_language: Language): Promise<Buffer> {
  throw new Error('guidelines PDF not built yet');
}
