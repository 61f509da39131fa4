import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures/csp';
import { BUILDS } from '../fixtures/deployment';

/**
 * Issue 11 §3: a file's name changes only when its content does. The build id used to be compiled
 * into the app chunk, so every build renamed every chunk and an update threw away the map code a
 * phone had kept. The same source built twice must give the same files and the same worker.
 */
test('the same source built twice gives the same file names and the same service worker', () => {
  const assets = (dir: string) => readdirSync(join(dir, 'assets')).sort();
  expect(assets(BUILDS.again)).toEqual(assets(BUILDS.current));
  expect(readFileSync(join(BUILDS.again, 'sw.js'), 'utf8')).toBe(readFileSync(join(BUILDS.current, 'sw.js'), 'utf8'));
});
