// Run before every test file (vitest's setupFiles). The files of a worker share the server's modules (`isolate: false`),
// and the business clock is module state: a file before this one may have left it at its own KAJ_NOW. Every file
// starts on the real clock, and sets its own (through buildApp's KAJ_NOW or setClock) where it needs one.
import { setClock } from '../../src/clock.ts';

setClock(null);
