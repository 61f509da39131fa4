import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILDS } from './fixtures/deployment';

const root = join(import.meta.dirname, '..');
const builtAt = (dir: string) => (existsSync(join(dir, 'index.html')) ? statSync(join(dir, 'index.html')).mtimeMs : undefined);

function build(outDir: string, extra: string[], why: string) {
  console.log(`Building ${why} into ${outDir}`);
  execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...extra], { cwd: root, stdio: 'inherit' });
}

/**
 * Two more builds of the same source, each made only when missing or older than the build under
 * test. `next`, unminified: every chunk's content, hence its name, differs, as after a deploy that
 * changed code (the deploy and update specs replace the build under a running server with it).
 * `again`, the same build made a second time: its file names must not change (stable-names.spec).
 */
export default function buildOtherDeployments() {
  const current = builtAt(BUILDS.current);
  // For a quick run of specs that replace no build (the deploy, update and stable-names specs do).
  if (current === undefined || process.env.E2E_ONE_BUILD === '1') return;
  const stale = (dir: string) => (builtAt(dir) ?? 0) < current;
  if (stale(BUILDS.next)) build(BUILDS.next, ['--minify', 'false'], 'the next deployment for the deploy specs');
  if (stale(BUILDS.again)) build(BUILDS.again, [], 'the same source again for the stable-names spec');
}
