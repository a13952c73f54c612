import { z } from 'zod';

// Imported first by the contract's index, before any schema is built.
// Messages of validation failures in Danish, on both sides.
z.config(z.locales.da());
// In the browser, zod must not probe for eval: the Content Security Policy forbids it (docs/decisions.md).
z.config({ jitless: 'document' in globalThis });
