import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILDS } from './fixtures/deployment';
import { makeNextDeployment } from './fixtures/next-deployment';

const root = join(import.meta.dirname, '..');
const builtAt = (dir: string) => (existsSync(join(dir, 'index.html')) ? statSync(join(dir, 'index.html')).mtimeMs : undefined);

function build(outDir: string, extra: string[], why: string) {
  console.log(`Building ${why} into ${outDir}`);
  execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...extra], { cwd: root, stdio: 'inherit' });
}

/**
 * Two more deployments, each made only when missing or older than the build under test. `next`:
 * the build under test with every chunk changed, hence renamed, as after a deploy that changed
 * code (the deploy and update specs replace the build under a running server with it), made by
 * copying (tests/fixtures/next-deployment.ts). `again`, the same source built a second time: its
 * file names must not change (stable-names.spec).
 */
export default async function buildOtherDeployments() {
  const current = builtAt(BUILDS.current);
  // For a quick run of specs that replace no build (the deploy, update and stable-names specs do).
  if (current === undefined || process.env.E2E_ONE_BUILD === '1') return;
  const stale = (dir: string) => (builtAt(dir) ?? 0) < current;
  if (stale(BUILDS.next)) {
    console.log(`Making the next deployment in ${BUILDS.next}`);
    await makeNextDeployment(BUILDS.current, BUILDS.next);
  }
  if (stale(BUILDS.again)) build(BUILDS.again, [], 'the same source again for the stable-names spec');
}
