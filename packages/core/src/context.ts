import type { KeyObject } from 'node:crypto';
import type { Config } from './config/config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Logger } from './logging/logger.ts';
import type { MailTransport } from './mail/transport.ts';
import type { ObjectStorage } from './storage/storage.ts';
import type { InstagramClient } from './instagram/instagram-client.ts';
import type { Writer } from './writer/writer.ts';
import type { SpeechEngine } from './speech/index.ts';
import type { TalkingHeadProvider } from './talking-head/index.ts';
import type { PaymentGateway } from './billing/gateway.ts';
import type { Renderer } from './render/renderer.ts';
import type { PublishingContext } from './publishing/publishing-from-config.ts';

/** What every core service may use. Built once per process by apps/server (or by a test). */
export interface Core {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  queue: JobQueue;
  logger: Logger;
  jwtKey: KeyObject;
  mail: MailTransport;
  storage: ObjectStorage;
  /** Built-in offline writer, or the LLM writer (with the built-in as fallback) when LLM_BASE_URL is set. */
  writer: Writer;
  /** Instagram's public web endpoints (or the fake, in tests and demo mode). */
  instagram: InstagramClient;
  /** Text-to-speech with word timings (built-in eSpeak voices, or an OpenAI-compatible service) and script alignment. */
  speech: SpeechEngine;
  /** An external talking-head service, when configured; the built-in animator is used otherwise and as fallback. */
  talkingHead: TalkingHeadProvider | null;
  /** Every video is rendered through it, at the size RENDER_PROFILE names (@reelcraft/media underneath). */
  renderer: Renderer;
  /** Where money is taken (BILLING=test: the built-in test gateway; stripe: Stripe); null when BILLING=off. */
  payments: PaymentGateway | null;
  /** Instagram publishing (issue 35): the Graph client when configured, the token key, demo flag, redirect URI. */
  publishing: PublishingContext;
  /** Base of links in e-mails, without a trailing slash. */
  publicUrl: string;
  now: () => Date;
}
