import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults with an empty environment, and they are the production ones', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    // `npm start` with no configuration must not expose the dev outbox (finding 1: account takeover through it).
    expect(config.NODE_ENV).toBe('production');
    expect(config.DEV_OUTBOX).toBe(false);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ SMTP_URL: '', NODE_ENV: 'production', DEV_OUTBOX: '' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.DEV_OUTBOX).toBe(false);
  });

  it('keeps the dev outbox off outside production unless it is switched on', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).DEV_OUTBOX).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).DEV_OUTBOX).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1' }).DEV_OUTBOX).toBe(true);
  });

  it('renders full size unless a test asks for the test profile, and refuses the test profile in production', () => {
    expect(loadConfig({}).RENDER_PROFILE).toBe('full');
    expect(loadConfig({ NODE_ENV: 'development' }).RENDER_PROFILE).toBe('full');
    expect(loadConfig({ NODE_ENV: 'test', RENDER_PROFILE: 'test' }).RENDER_PROFILE).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production', RENDER_PROFILE: 'full' }).RENDER_PROFILE).toBe('full');
    // NODE_ENV defaults to production, so an unconfigured server refuses it too.
    for (const env of [{ NODE_ENV: 'production', RENDER_PROFILE: 'test' }, { RENDER_PROFILE: 'test' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/RENDER_PROFILE.*NODE_ENV=production/);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', RENDER_PROFILE: 'tiny' })).toThrow(/RENDER_PROFILE/);
  });

  it('refuses the dev outbox together with production, naming both variables', () => {
    for (const env of [{ NODE_ENV: 'production', DEV_OUTBOX: 'true' }, { DEV_OUTBOX: 'yes' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/DEV_OUTBOX.*NODE_ENV=production/);
    }
  });
});
