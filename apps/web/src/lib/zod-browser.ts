/**
 * Every `import … from 'zod'` of the browser bundle, the contract's included, resolves to this module (the `zod` alias
 * in vite.config.ts), so zod is told there is no JIT before any schema parses anything: our Content-Security-Policy
 * refuses eval, and zod's probe for `Function('')` would only fail and report a violation. This used to be a side effect
 * of the contract's common.ts, which a page no longer loads when it imports only other contract files (decision 0027).
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
