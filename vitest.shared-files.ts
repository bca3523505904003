import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The test files that may share a worker process (vitest.config.ts, `isolate: false`): node
 * environment files under src/ and scripts/ that touch nothing a later file would see. Derived
 * from the files, so a new test is placed by what it does: a file that opts in to jsdom, mocks a
 * module, stubs a global or the environment, fakes timers, resets modules, reads or writes
 * process.env or globalThis, or builds a test app stays in a process of its own.
 */
const LEAKS =
  /@vitest-environment|vi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|resetModules)|process\.(env|chdir)|globalThis|makeTestApp|test\/fixtures/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(path);
    return e.name.endsWith('.test.ts') ? [path] : [];
  });
}

export function sharedWorkerFiles(root: string): string[] {
  return ['src', 'scripts']
    .flatMap((dir) => testFiles(join(root, dir)))
    .filter((path) => !LEAKS.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path))
    .sort();
}
