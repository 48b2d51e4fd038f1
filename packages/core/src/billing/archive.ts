import type { Core } from '../context.ts';

// STUB (issue 10): the products helper replaces this body; the signature is the agreed interface.

/** Called by the subscription sync when access ends for good (lapsed or cancelled at period end): archives content. */
export async function archiveUserContent(_core: Core, _userId: string): Promise<void> {}
