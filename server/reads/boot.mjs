// Entry of a read worker thread. Node 20 runs only JavaScript in a fresh thread, so this file
// registers tsx's loader in the thread (a no-op when the thread already inherited it from
// `tsx server/main.ts`) and then imports the TypeScript worker. Works the same under vitest.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
