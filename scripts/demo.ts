/**
 * `npm run demo`: the whole product with no network — the fake Instagram (demo creators, CDN media made by code)
 * starts in this process, and the server (web + worker, embedded database) is pointed at it.
 * PORT (default 3000) and DATA_DIR (default ./data-demo) work as usual.
 *
 * The demo is a fake world on one machine, so it runs in development mode with the dev outbox on: the e-mails it
 * "sends" (sign-up, password reset, magic log-in) are readable at /api/dev/outbox. That is why it must never hold
 * real people's accounts; `npm start` is the production mode, where the outbox cannot be switched on.
 */
import { demoInstagramEnv, FAKE_INSTAGRAM_CREATORS, startFakeInstagram } from '@reelcraft/fakes';

const fake = await startFakeInstagram();
Object.assign(process.env, demoInstagramEnv(fake, { withSession: true }), {
  DATA_DIR: process.env.DATA_DIR ?? './data-demo',
  // `test` is kept for the browser tests; anything else (production included) becomes development: the outbox below
  // is refused in production, and a demo is not one.
  NODE_ENV: process.env.NODE_ENV === 'test' ? 'test' : 'development',
  DEV_OUTBOX: process.env.DEV_OUTBOX ?? 'true',
  // Demo creators with trends to watch, so the ingestion job has something to find.
  TRENDS_ACCOUNTS:
    process.env.TRENDS_ACCOUNTS ??
    FAKE_INSTAGRAM_CREATORS.filter((creator) => !creator.isPrivate)
      .map((creator) => creator.username)
      .join(','),
});
console.log(`Demo mode: fake Instagram at ${fake.baseUrl} with creators ${FAKE_INSTAGRAM_CREATORS.map((creator) => creator.username).join(', ')}`);
if (/^(true|1|yes)$/.test(process.env.DEV_OUTBOX ?? '')) {
  console.log(
    `Demo mode: e-mails of this fake world are not sent; read them (links included, no log-in needed) in the demo's dev outbox at http://localhost:${process.env.PORT ?? 3000}/api/dev/outbox. Do not use the demo for real accounts.`,
  );
}
process.once('exit', () => void fake.close());
await import('../apps/server/src/main.ts');
