/**
 * `npm run demo`: the whole product with no network — the fake Instagram (demo creators, CDN media made by code) and
 * the fake Instagram Graph API for publishing (issue 35: a consent page with a creator, a business and a personal
 * account; posts stay in the fake) start in this process, and the server (web + worker, embedded database) is pointed
 * at them. The Graph fake's loopback control API (`POST <url>/__fake/inject`, `/__fake/advance`, `/__fake/authorize-as`)
 * lets the browser tests inject errors; the URL is printed on the `Demo mode: fake Instagram Graph API at` line.
 * PORT (default 3000) and DATA_DIR (default ./data-demo) work as usual.
 *
 * The demo is a fake world on one machine, so it runs in development mode with the dev outbox on: the e-mails it
 * "sends" (sign-up, password reset, magic log-in) are readable at /api/dev/outbox. That is why it must never hold
 * real people's accounts; `npm start` is the production mode, where the outbox cannot be switched on.
 */
import { demoInstagramEnv, FAKE_INSTAGRAM_CREATORS, startFakeInstagram, startFakeInstagramGraph } from '@reelcraft/fakes';

const fake = await startFakeInstagram();
// Publishing: what a person picks on the fake consent page. The creator is a demo creator; the personal account shows
// the refusal ("only Business and Creator accounts can publish").
const graph = await startFakeInstagramGraph({
  interactiveConsent: true,
  accounts: [
    { username: 'anna.fitcoach', name: 'Anna Fit Coach', accountType: 'MEDIA_CREATOR', followersCount: 48_200 },
    { username: 'corner.bakery', name: 'Corner Bakery', accountType: 'BUSINESS', followersCount: 3_900 },
    { username: 'anna.personal', name: 'Anna', accountType: 'PERSONAL', followersCount: 310 },
  ],
});
Object.assign(process.env, demoInstagramEnv(fake, { withSession: true }), {
  DATA_DIR: process.env.DATA_DIR ?? './data-demo',
  // `test` is kept for the browser tests; anything else (production included) becomes development: the outbox below
  // is refused in production, and a demo is not one.
  NODE_ENV: process.env.NODE_ENV === 'test' ? 'test' : 'development',
  DEV_OUTBOX: process.env.DEV_OUTBOX ?? 'true',
  // Every Graph host is the fake; INSTAGRAM_GRAPH_DEMO tells the UI that nothing reaches the real Instagram.
  INSTAGRAM_PUBLISHING_APP_ID: graph.appId,
  INSTAGRAM_PUBLISHING_APP_SECRET: graph.appSecret,
  INSTAGRAM_GRAPH_BASE_URL: graph.url,
  INSTAGRAM_GRAPH_AUTHORIZE_URL: graph.url,
  INSTAGRAM_GRAPH_OAUTH_URL: graph.url,
  INSTAGRAM_GRAPH_DEMO: 'true',
  // Demo creators with trends to watch, so the ingestion job has something to find.
  TRENDS_ACCOUNTS:
    process.env.TRENDS_ACCOUNTS ??
    FAKE_INSTAGRAM_CREATORS.filter((creator) => !creator.isPrivate)
      .map((creator) => creator.username)
      .join(','),
});
console.log(`Demo mode: fake Instagram at ${fake.baseUrl} with creators ${FAKE_INSTAGRAM_CREATORS.map((creator) => creator.username).join(', ')}`);
// playwright.config.ts reads the URL from this line (E2E_FAKE_GRAPH_URL): keep its wording.
console.log(`Demo mode: fake Instagram Graph API at ${graph.url} (accounts ${graph.accounts.map((account) => account.username).join(', ')})`);
if (/^(true|1|yes)$/.test(process.env.DEV_OUTBOX ?? '')) {
  console.log(
    `Demo mode: e-mails of this fake world are not sent; read them (links included, no log-in needed) in the demo's dev outbox at http://localhost:${process.env.PORT ?? 3000}/api/dev/outbox. Do not use the demo for real accounts.`,
  );
}
process.once('exit', () => {
  void fake.close();
  void graph.close();
});
await import('../apps/server/src/main.ts');
