// NOTE: our content security policy has no 'unsafe-eval'. Zod's compiled parsers would probe for
// `new Function`, which the browser reports as a violation even though zod then does without it. Every
// module of the web app that brings zod imports this first: lib/zod.ts (forms), lib/contract-schemas.ts,
// lib/car-list-schema.ts.
import { config } from 'zod/mini';

config({ jitless: true });
