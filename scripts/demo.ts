/**
 * `npm run demo`: the whole product with no network — the fake Instagram (demo creators, CDN media made by code)
 * starts in this process, and the server (web + worker, embedded database) is pointed at it.
 * PORT (default 3000) and DATA_DIR (default ./data-demo) work as usual.
 */
import { demoInstagramEnv, FAKE_INSTAGRAM_CREATORS, startFakeInstagram } from '@reelcraft/fakes';

const fake = await startFakeInstagram();
Object.assign(process.env, demoInstagramEnv(fake, { withSession: true }), {
  DATA_DIR: process.env.DATA_DIR ?? './data-demo',
  // Demo creators with trends to watch, so the ingestion job has something to find.
  TRENDS_ACCOUNTS: process.env.TRENDS_ACCOUNTS ?? FAKE_INSTAGRAM_CREATORS.filter((creator) => !creator.isPrivate).map((creator) => creator.username).join(','),
});
console.log(`Demo mode: fake Instagram at ${fake.baseUrl} with creators ${FAKE_INSTAGRAM_CREATORS.map((creator) => creator.username).join(', ')}`);
process.once('exit', () => void fake.close());
await import('../apps/server/src/main.ts');
