import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/architecture.md, judged on the file each import resolves to, so a relative
 * spelling (`../../booking/x`) cannot slip past what the lint's specifier patterns (`@/features/**`) catch.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ALIASES: ReadonlyArray<[prefix: string, dir: string]> = [['@/', 'src/'], ['@contract/', 'contract/']];
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
const LAYERS_BELOW_FEATURES = ['src/entities/', 'src/lib/', 'src/api/', 'src/offline/', 'src/ui/'];

/** Tracked and new (not ignored) sources, so a file another change adds is judged too. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'src', 'sw', 'server', 'contract'], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\n').filter((file) => /\.tsx?$/.test(file) && existsSync(join(ROOT, file)));
}

/** Static imports, re-exports and dynamic `import('...')` with a literal specifier. */
export function importSpecifiers(file: string, source: string): string[] {
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const dynamic = module.dynamicImports
    .map(({ moduleRequest }) => source.slice(moduleRequest.start, moduleRequest.end).trim())
    .map((text) => /^(['"`])([^'"`$]*)\1$/.exec(text)?.[2])
    .filter((specifier): specifier is string => specifier !== undefined);
  // A set: `export { x }` of an imported x is listed again as an export from that module.
  return [...new Set([
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.flatMap((e) => (e.moduleRequest ? [e.moduleRequest.value] : []))),
    ...dynamic,
  ])];
}

/** The repository-relative file an import names, or a bare package name; `undefined` when a path leads nowhere. */
export function resolveImport(fromFile: string, specifier: string): { file: string } | { pkg: string } | undefined {
  const bare = specifier.split('?')[0]!;
  const alias = ALIASES.find(([prefix]) => bare.startsWith(prefix));
  let base: string;
  if (alias) base = join(ROOT, alias[1], bare.slice(alias[0].length));
  else if (bare.startsWith('.')) base = resolve(ROOT, dirname(fromFile), bare);
  else return { pkg: bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : bare.split('/')[0]! };
  for (const candidate of [...EXTENSIONS.map((ext) => base + ext), base.replace(/\.js$/, '.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: relative(ROOT, candidate).split('\\').join('/') };
  }
  return undefined;
}

const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];

/** What is wrong with `from` importing `target`, or undefined when the boundaries allow it. */
export function breach(from: string, target: { file: string } | { pkg: string }): string | undefined {
  if ('pkg' in target) {
    const isTest = /\.test\.tsx?$/.test(from);
    if (from.startsWith('contract/') && target.pkg !== 'valibot' && !isTest) return 'contract/ imports only valibot and itself';
    return undefined;
  }
  const to = target.file;
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature) return `a feature never imports another feature (${fromFeature} → ${toFeature}); share through src/entities, src/ui or src/lib`;
  if (fromFeature && to.startsWith('src/routes/')) return 'a feature never imports the routes';
  if (toFeature && LAYERS_BELOW_FEATURES.some((layer) => from.startsWith(layer))) return `${LAYERS_BELOW_FEATURES.find((l) => from.startsWith(l))} never imports a feature`;
  if ((from.startsWith('src/') || from.startsWith('sw/')) && to.startsWith('server/')) return 'the app and the service worker never import server/; share through contract/';
  if (from.startsWith('server/') && (to.startsWith('src/') || to.startsWith('sw/'))) return 'server/ never imports src/ or sw/; share through contract/';
  if (from.startsWith('contract/') && !to.startsWith('contract/')) return 'contract/ imports only valibot and itself';
  return undefined;
}

describe('import boundaries', () => {
  it('judge where an import leads, however it is spelled', () => {
    const from = 'src/features/places/places-pages.test.tsx';
    for (const spelling of ['../booking/api/booking-status-query', '@/features/booking/api/booking-status-query']) {
      expect(breach(from, { file: 'src/features/booking/api/booking-status-query.ts' }), spelling).toMatch(/another feature/);
    }
    expect(breach('src/ui/x.ts', { file: 'src/features/places/y.ts' })).toMatch(/src\/ui\/ never imports a feature/);
    expect(breach('src/features/places/a.ts', { file: 'src/features/places/b.ts' })).toBeUndefined();
    expect(breach('contract/a.ts', { pkg: 'hono' })).toMatch(/only valibot/);
    expect(resolveImport('src/features/places/places-pages.test.tsx', './pickup/pickup-locations-page')).toEqual({ file: 'src/features/places/pickup/pickup-locations-page.tsx' });
    expect(resolveImport('src/app/providers.tsx', '@/offline/query-persister')).toEqual({ file: 'src/offline/query-persister.ts' });
  });

  it('hold for every import in src/, sw/, server/ and contract/', () => {
    const problems: string[] = [];
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      for (const specifier of importSpecifiers(file, readFileSync(join(ROOT, file), 'utf8'))) {
        const target = resolveImport(file, specifier);
        const problem = target ? breach(file, target) : 'the import does not resolve to a file';
        if (problem) problems.push(`${file} imports '${specifier}'${target && 'file' in target ? ` (${target.file})` : ''}: ${problem}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
