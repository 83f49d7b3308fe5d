import type { $ZodConfig } from 'zod/v4/core';

declare global {
  var __zod_globalConfig: $ZodConfig | undefined;
}

// The app's content security policy allows no eval (`script-src 'self'`). Zod would test for it
// with `new Function` as the first object schema is made, which the browser reports as a policy
// violation (Lighthouse's best practices count it). Without compiling parsers, zod checks the
// same, a little slower. This must run before any schema module, so the entry imports it; it sets
// the object zod's `config()` writes to (shared through globalThis by every copy of zod) rather
// than importing zod, which would bring 3.8 KB gzip of zod into the first load.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
