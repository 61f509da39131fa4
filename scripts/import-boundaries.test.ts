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
/** The server's lower layers: a service builds on them, never the other way round. */
const SERVER_LOWER_LAYERS = ['server/http/', 'server/auth/', 'server/providers/', 'server/db/'];
const SCANNED = ['src', 'sw', 'server', 'contract', 'tests', 'scripts'];

/** Tracked and new (not ignored) sources, so a file another change adds is judged too. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SCANNED], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\n').filter((file) => /\.tsx?$/.test(file) && existsSync(join(ROOT, file)));
}

const QUOTED = String.raw`(['"\x60])([^'"\x60$]+)\1`;
/**
 * What the parser's module record leaves out: an import of a type in a type position, a mocked module
 * (`vi.mock`, `vi.doMock`, `vi.importActual`) and the folder of an `import.meta.glob` (judged as a
 * file in it, `<folder>/*`).
 */
const BESIDE_THE_PARSER = [
  new RegExp(String.raw`\bimport\s*\(\s*${QUOTED}\s*\)`, 'g'),
  new RegExp(String.raw`\bvi\s*\.\s*(?:mock|doMock|unmock|importActual|importMock)\s*(?:<[^>]*>)?\s*\(\s*${QUOTED}`, 'g'),
];
const GLOB = /\bimport\.meta\.glob\s*(?:<[^>]*>)?\s*\(\s*(\[[^\]]*\]|(['"`])[^'"`]+\2)/g;

/** Static imports, re-exports, a dynamic import anywhere (of a literal or a template with no `${}`), mocks and globs. */
export function importSpecifiers(file: string, source: string): string[] {
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const dynamic = module.dynamicImports
    .map(({ moduleRequest }) => source.slice(moduleRequest.start, moduleRequest.end).trim())
    .map((text) => /^(['"`])([^'"`$]*)\1$/.exec(text)?.[2])
    .filter((specifier): specifier is string => specifier !== undefined);
  const beside = BESIDE_THE_PARSER.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[2]!));
  const globs = [...source.matchAll(GLOB)].flatMap((match) =>
    [...match[1]!.matchAll(/(['"`])([^'"`]+)\1/g)].map((m) => m[2]!).filter((pattern) => !pattern.startsWith('!')).map((pattern) => `${pattern.replace(/\/[^/]*[*{].*$/, '')}/*`),
  );
  // A set: `export { x }` of an imported x is listed again as an export from that module.
  return [...new Set([
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.flatMap((e) => (e.moduleRequest ? [e.moduleRequest.value] : []))),
    ...dynamic,
    ...beside,
    ...globs,
  ])];
}

/** The repository-relative file an import names (a glob's `<folder>/*` as itself), or a bare package name; `undefined` when a path leads nowhere. */
export function resolveImport(fromFile: string, specifier: string): { file: string } | { pkg: string } | undefined {
  const bare = specifier.split('?')[0]!;
  const alias = ALIASES.find(([prefix]) => bare.startsWith(prefix));
  let base: string;
  if (alias) base = join(ROOT, alias[1], bare.slice(alias[0].length));
  else if (bare.startsWith('.')) base = resolve(ROOT, dirname(fromFile), bare);
  else return { pkg: bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : bare.split('/')[0]! };
  if (base.endsWith('/*')) return existsSync(dirname(base)) ? { file: relative(ROOT, base).split('\\').join('/') } : undefined;
  for (const candidate of [...EXTENSIONS.map((ext) => base + ext), base.replace(/\.js$/, '.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: relative(ROOT, candidate).split('\\').join('/') };
  }
  return undefined;
}

const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Code only tests run: test files, server/testing/, src/testing/ and tests/. */
const isTestCode = (file: string) => isTest(file) || /^(server|src)\/testing\//.test(file) || file.startsWith('tests/');
/** What ships or runs in production: the app, the worker, the server and the contract (scripts/ are the developers' tools). */
const isProduction = (file: string) => /^(src|sw|server|contract)\//.test(file) && !isTestCode(file);

/** What is wrong with `from` importing `target`, or undefined when the boundaries allow it. */
export function breach(from: string, target: { file: string } | { pkg: string }): string | undefined {
  if ('pkg' in target) {
    if (from.startsWith('contract/') && target.pkg !== 'valibot' && !isTest(from)) return 'contract/ imports only valibot and itself';
    return undefined;
  }
  const to = target.file;
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature) return `a feature never imports another feature (${fromFeature} → ${toFeature}); share through src/entities, src/ui or src/lib`;
  if (fromFeature && to.startsWith('src/routes/')) return 'a feature never imports the routes';
  if (toFeature && LAYERS_BELOW_FEATURES.some((layer) => from.startsWith(layer))) return `${LAYERS_BELOW_FEATURES.find((l) => from.startsWith(l))} never imports a feature`;
  if ((from.startsWith('src/') || from.startsWith('sw/')) && to.startsWith('server/')) return 'the app and the service worker never import server/; share through contract/';
  if (from.startsWith('sw/') && to.startsWith('src/')) return 'the service worker never imports src/; share through contract/';
  if (from.startsWith('server/') && (to.startsWith('src/') || to.startsWith('sw/'))) return 'server/ never imports src/ or sw/; share through contract/';
  if (from.startsWith('contract/') && !to.startsWith('contract/')) return 'contract/ imports only valibot and itself';
  const lower = SERVER_LOWER_LAYERS.find((layer) => from.startsWith(layer));
  if (lower && (to.startsWith('server/services/') || to.startsWith('server/testing/'))) return `${lower} is below the services and never imports one (or a test kit); pass what it needs in`;
  if (isProduction(from) && (to.startsWith('server/testing/') || to.startsWith('src/testing/') || to.startsWith('tests/'))) return 'production code never imports what only tests use';
  if (from.startsWith('tests/') && (to.startsWith('src/') || to.startsWith('sw/'))) return 'the e2e specs and fixtures drive the built app; share through contract/';
  return undefined;
}

/** Every import circle among `edges` (file → the files it imports), each as its files in order. */
export function importCircles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components; a component of two or more files is a circle.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) circles.push(component.toReversed());
    }
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return circles;
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

  it('refuse each kind of breach', () => {
    expect(breach('sw/sw.ts', { file: 'src/lib/naira.ts' })).toMatch(/service worker never imports src/);
    for (const layer of SERVER_LOWER_LAYERS) {
      expect(breach(`${layer}x.ts`, { file: 'server/services/booking/settle.ts' }), layer).toMatch(/below the services/);
      expect(breach(`${layer}x.test.ts`, { file: 'server/testing/booking-kit.ts' }), layer).toMatch(/below the services/);
    }
    expect(breach('server/services/booking/settle.ts', { file: 'server/db/client.ts' })).toBeUndefined();
    expect(breach('server/services/booking/settle.ts', { file: 'server/testing/booking-kit.ts' })).toMatch(/only tests use/);
    expect(breach('server/services/booking/settle.test.ts', { file: 'server/testing/booking-kit.ts' })).toBeUndefined();
    expect(breach('src/features/places/a.ts', { file: 'src/testing/render.tsx' })).toMatch(/only tests use/);
    expect(breach('tests/e2e/a.spec.ts', { file: 'src/lib/naira.ts' })).toMatch(/drive the built app/);
    expect(breach('scripts/bench.ts', { file: 'server/services/booking/settle.ts' })).toBeUndefined();
  });

  it('find the imports the parser does not list: type positions, mocks, globs and templates', () => {
    // Spelt in pieces, so this file's own scan does not read them as its imports.
    const [imp, mock, glob] = [['imp', 'ort('], ['vi.mo', 'ck('], ['import.meta.gl', 'ob(']].map((parts) => parts.join(''));
    const source = [
      `type A = ${imp}'../booking/api/x').X;`,
      `${mock}'@/features/booking/y', () => ({}));`,
      `const pages = ${glob}'../../routes/*.tsx');`,
      `const lazy = () => ${imp}\`./z\`);`,
    ].join('\n');
    expect(importSpecifiers('src/features/places/a.ts', source)).toEqual(expect.arrayContaining(['../booking/api/x', '@/features/booking/y', '../../routes/*', './z']));
    expect(resolveImport('src/entities/payment/a.ts', '../../routes/*')).toEqual({ file: 'src/routes/*' });
  });

  it('find every import circle', () => {
    const edges = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']], ['e', ['e2']], ['e2', []]]);
    expect(importCircles(edges)).toEqual([['a', 'b', 'c']]);
  });

  const files = sourceFiles();
  const graph = new Map<string, string[]>();
  const problems: string[] = [];
  for (const file of files) {
    const targets: string[] = [];
    for (const specifier of importSpecifiers(file, readFileSync(join(ROOT, file), 'utf8'))) {
      const target = resolveImport(file, specifier);
      const problem = target ? breach(file, target) : 'the import does not resolve to a file';
      if (problem) problems.push(`${file} imports '${specifier}'${target && 'file' in target ? ` (${target.file})` : ''}: ${problem}`);
      if (target && 'file' in target) targets.push(target.file);
    }
    graph.set(file, targets);
  }

  it(`hold for every import in ${SCANNED.join('/, ')}/`, () => {
    expect(files.length).toBeGreaterThan(100);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('form no circle: a file never needs, through others, the file that needs it', () => {
    // Test code may come back to what it tests (a kit and the suite that uses it); production may not.
    const production = new Map([...graph].filter(([file]) => isProduction(file)).map(([file, to]) => [file, to.filter(isProduction)]));
    const circles = importCircles(production);
    expect(circles.map((c) => [...c, c[0]].join(' → ')), 'import circles').toEqual([]);
  });
});
