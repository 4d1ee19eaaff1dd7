import { config } from 'zod/v4/core';

// Zod probes `new Function` when it builds an object schema, which the strict CSP (no 'unsafe-eval')
// reports as a violation. This module is the browser entry's first import, so it runs before any schema.
config({ jitless: true });
