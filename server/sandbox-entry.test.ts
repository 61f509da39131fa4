import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * "A production build can leave server/sandbox/ out": from server/main.ts, no static import (nor
 * re-export) reaches the folder; the one way in is the dynamic import in sandbox-entry.ts, made
 * only when config.sandbox is on. Tests and their kits may import the sandbox directly.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SANDBOX = 'server/sandbox/';

function imports(file: string) {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const dynamic = module.dynamicImports.map(({ moduleRequest }) => source.slice(moduleRequest.start, moduleRequest.end).trim().replace(/^['"`]|['"`]$/g, ''));
  const fixed = [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.flatMap((e) => (e.moduleRequest ? [e.moduleRequest.value] : []))),
  ];
  return { fixed, dynamic, source };
}

/** The repository file a relative specifier names; packages (and anything outside the repository) are not followed. */
function resolveFrom(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(file), specifier);
  return ['', '.ts', '/index.ts'].map((ext) => base + ext).find((candidate) => candidate.endsWith('.ts') && existsSync(join(ROOT, candidate)));
}

/** Every file the server loads statically from server/main.ts, with the dynamic imports met on the way. */
function staticGraph() {
  const seen = new Set<string>();
  const dynamic: { from: string; to: string | undefined }[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const found = imports(file);
    for (const specifier of found.fixed) {
      const target = resolveFrom(file, specifier);
      if (target) visit(target);
    }
    for (const specifier of found.dynamic) dynamic.push({ from: file, to: resolveFrom(file, specifier) });
  };
  visit('server/main.ts');
  return { files: [...seen], dynamic };
}

describe('the sandbox can be left out of a production build', () => {
  const graph = staticGraph();

  it('nothing server/main.ts loads statically is in server/sandbox/', () => {
    expect(graph.files).toContain('server/app.ts');
    expect(graph.files.filter((file) => file.startsWith(SANDBOX))).toEqual([]);
  });

  it('the one way in is the dynamic import of server/sandbox/index.ts in sandbox-entry.ts', () => {
    const intoSandbox = graph.dynamic.filter((d) => d.to?.startsWith(SANDBOX));
    expect(intoSandbox).toEqual([{ from: 'server/sandbox-entry.ts', to: 'server/sandbox/index.ts' }]);
  });

  it('no sandbox header is named outside server/sandbox/', () => {
    const naming = graph.files.filter((file) => /x-sandbox-/i.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(naming.map((file) => relative(ROOT, join(ROOT, file)))).toEqual([]);
  });
});
