/**
 * Test helper run as its own process (the embedded database belongs to one process at a time): connects a fake Graph
 * account to a user in the database of DATA_DIR, as `connectTestPublishingAccount` does inside a test, and prints the
 * account's id as JSON. Env: the server's (DATA_DIR, the fake Graph settings); arguments: user id, Instagram user id,
 * username, token. Used by the kill -9 test of publishing, which runs the real server program between its steps.
 */
import { closeCore, createCore, createLogger, loadConfig } from '@reelcraft/core';
import { connectTestPublishingAccount } from '@reelcraft/core/testing';
import { z } from 'zod';

const [userId, igUserId, username, token] = z.tuple([z.uuid(), z.string().min(1), z.string().min(1), z.string().min(1)]).parse(process.argv.slice(2));
const config = loadConfig();
const core = await createCore(config, { logger: createLogger('silent'), supervise: false });
try {
  const account = await connectTestPublishingAccount(core, userId, { igUserId, username, token });
  process.stdout.write(`${JSON.stringify({ account_id: account.id })}\n`);
} finally {
  await closeCore(core, 1000);
}
