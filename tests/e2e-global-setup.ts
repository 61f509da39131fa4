import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILDS } from './fixtures/deployment';

const root = join(import.meta.dirname, '..');
const builtAt = (dir: string) => (existsSync(join(dir, 'index.html')) ? statSync(join(dir, 'index.html')).mtimeMs : undefined);

/**
 * The deploy specs replace the build under a running server with a second one. It is built here,
 * unminified: every chunk's content, hence its name, differs from the build under test, as after a
 * deploy that changed code. Rebuilt only when missing or older than the build under test.
 */
export default function buildNextDeployment() {
  const current = builtAt(BUILDS.current);
  const next = builtAt(BUILDS.next);
  if (current === undefined || (next !== undefined && next >= current)) return;
  console.log(`Building the next deployment for the deploy specs into ${BUILDS.next}`);
  execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', BUILDS.next, '--emptyOutDir', '--minify', 'false', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
