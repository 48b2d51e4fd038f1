import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import type { Config } from '../config/config.ts';
import { readOrCreateSecretFile } from '../config/secrets.ts';
import { createInstagramGraphClient, type InstagramGraphClient } from './graph/index.ts';

/** What the publishing services use: the Graph client when the operator configured an app, and the token key. */
export interface PublishingContext {
  /** Null when INSTAGRAM_PUBLISHING_APP_ID/SECRET are unset: every publishing call answers PUBLISHING_NOT_CONFIGURED. */
  graph: InstagramGraphClient | null;
  /** AES-256-GCM key for tokens at rest. */
  tokenKey: KeyObject;
  /** Talking to the loopback fake (demo mode, tests). */
  demo: boolean;
  /** Where Instagram sends the browser back after consent. */
  redirectUri: string;
}

export function publishingFromConfig(config: Config, publicUrl: string): PublishingContext {
  const redirectUri = `${publicUrl}/app/publishing/callback`;
  const graph =
    config.INSTAGRAM_PUBLISHING_APP_ID && config.INSTAGRAM_PUBLISHING_APP_SECRET
      ? createInstagramGraphClient({
          baseUrl: config.INSTAGRAM_GRAPH_BASE_URL,
          authorizeBaseUrl: config.INSTAGRAM_GRAPH_AUTHORIZE_URL,
          oauthBaseUrl: config.INSTAGRAM_GRAPH_OAUTH_URL,
          apiVersion: config.INSTAGRAM_GRAPH_API_VERSION,
          appId: config.INSTAGRAM_PUBLISHING_APP_ID,
          appSecret: config.INSTAGRAM_PUBLISHING_APP_SECRET,
          redirectUri,
        })
      : null;
  return { graph, tokenKey: tokenKeyFrom(config), demo: config.INSTAGRAM_GRAPH_DEMO, redirectUri };
}

/** 32 bytes from PUBLISHING_TOKEN_KEY (base64 or hex), or a generated one kept in DATA_DIR/publishing-token-key. */
function tokenKeyFrom(config: Config): KeyObject {
  const text = readOrCreateSecretFile(config.PUBLISHING_TOKEN_KEY, config.DATA_DIR, 'publishing-token-key', () => randomKeyText());
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (bytes.length !== 32) throw new Error('PUBLISHING_TOKEN_KEY must be 32 bytes, as base64 or hex');
  return createSecretKey(bytes);
}

function randomKeyText(): string {
  return randomBytes(32).toString('base64');
}
