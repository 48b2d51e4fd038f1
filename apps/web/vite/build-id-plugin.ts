import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** Where the running page looks for the id of the newest deployed build. */
export const LATEST_BUILD_PATH = 'builds/latest.json';

export function createBuildId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

/**
 * Gives every build an id, compiles it into the client as `__BUILD_ID__` and publishes it as
 * `builds/latest.json` next to the assets, so an open tab can notice that a newer build was deployed.
 * In dev the id is "dev" and the file is served by a middleware.
 */
export function buildIdPlugin(id: string = createBuildId()): Plugin {
  let buildId = id;
  return {
    name: 'reelcraft:build-id',
    config(_config, env) {
      if (env.command === 'serve') buildId = 'dev';
      return { define: { __BUILD_ID__: JSON.stringify(buildId) } };
    },
    configureServer(server) {
      server.middlewares.use(`/${LATEST_BUILD_PATH}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify({ id: buildId }));
      });
    },
    generateBundle() {
      // React Router builds twice (client, then the pre-render server bundle): publish only with the client assets.
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: LATEST_BUILD_PATH, source: `${JSON.stringify({ id: buildId })}\n` });
    },
  };
}
