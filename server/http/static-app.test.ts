import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ARCHIVE_KEEP_MS, archiveAssets } from './asset-archive';
import { staticApp } from './static-app';
import { precompressDir } from '../../scripts/precompress';

let root: string;
let dist: string;
let archive: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'freely-static-'));
  dist = join(root, 'dist');
  archive = join(root, 'data', 'asset-archive');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a build the way `vite build` does: empties the folder, then the chunks, then index.html naming its entry chunk. */
function build(name: string, chunks: string[] = [`app-${name}.js`]) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  for (const chunk of chunks) writeFileSync(join(dist, 'assets', chunk), `export const build = '${name}';`);
  writeIndex(name, chunks[0]!);
}
const writeIndex = (name: string, entry: string) =>
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><title>${name}</title><script type="module" crossorigin src="/assets/${entry}"></script></head></html>`);

const shellTitle = async (res: Response) => /<title>(.*)<\/title>/.exec(await res.text())?.[1];

describe('static app: what is not a file', () => {
  it('answers 404 for unknown assets and file paths, never the shell, and is never cached', async () => {
    build('a');
    const app = staticApp(dist);
    for (const path of ['/assets/nope-123.js', '/assets/deep/x.css', '/missing.png', '/sw.js', '/icons/none.svg', '/Faq/page.json']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('content-type'), path).not.toMatch(/html/);
    }
  });

  it('gives app paths the shell, revalidated every time, and files what they are', async () => {
    build('a');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const app = staticApp(dist);
    for (const path of ['/', '/index.html', '/Faq', '/bookingStatus', '/anything/else']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await shellTitle(res), path).toBe('a');
    }
    const chunk = await app.request('/assets/app-a.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const worker = await app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('static app: prerendered pages', () => {
  /** What scripts/prerender-pages.ts writes after the build: one HTML file per route, and the not-found page. */
  function writePages(name: string, pages: string[]) {
    mkdirSync(join(dist, 'pages'), { recursive: true });
    for (const page of pages) writeFileSync(join(dist, 'pages', `${page}.html`), `<!doctype html><html><head><title>${name} ${page}</title></head></html>`);
  }

  it("answers a route with its own page, an unknown path with the not-found page, a route with a parameter with the bare shell", async () => {
    build('a');
    writePages('a', ['index', 'Faq', '404']);
    const app = staticApp(dist);
    const expected: Record<string, string> = {
      '/': 'a index', '/Faq': 'a Faq', '/no-such-page': 'a 404', '/track-bus/abc/def': 'a', '/index.html': 'a', '/pages/Faq.html': 'a Faq',
    };
    for (const [path, title] of Object.entries(expected)) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await shellTitle(res), path).toBe(title);
    }
    expect((await app.request('/pages/Nope.html')).status).toBe(404);
  });

  it('serves the pages of the build it serves: a rebuild that has not written its pages yet gets the bare shell', async () => {
    build('a');
    writePages('a', ['Faq']);
    const app = staticApp(dist);
    expect(await shellTitle(await app.request('/Faq'))).toBe('a Faq');
    build('b');
    expect(await shellTitle(await app.request('/Faq'))).toBe('b');
    writePages('b', ['Faq']);
    expect(await shellTitle(await app.request('/Faq'))).toBe('b Faq');
  });

  it("gives a navigation the page with its stylesheets inlined, and the service worker's precache the page as written", async () => {
    build('a');
    writeFileSync(join(dist, 'assets', 'Faq-x.css'), '.q{color:red}');
    mkdirSync(join(dist, 'pages'));
    const written = '<!doctype html><html><head><title>a Faq</title><link rel="stylesheet" crossorigin href="/assets/Faq-x.css"></head></html>';
    writeFileSync(join(dist, 'pages', 'Faq.html'), written);
    const app = staticApp(dist);
    expect(await (await app.request('/Faq')).text()).toContain('<style>.q{color:red}</style><link rel="stylesheet" crossorigin href="/assets/Faq-x.css" type="text/x-inlined" disabled>');
    expect(await (await app.request('/pages/Faq.html')).text()).toBe(written);
  });
});

describe('static app: the build on disk', () => {
  it('serves a new build as soon as it is on disk, without a restart', async () => {
    build('a');
    const app = staticApp(dist);
    expect(await shellTitle(await app.request('/'))).toBe('a');
    build('b-longer-name');
    expect(await shellTitle(await app.request('/Faq'))).toBe('b-longer-name');
    expect((await app.request('/assets/app-b-longer-name.js')).status).toBe(200);
  });

  it('keeps the last good index.html while a rebuild has it missing or its entry chunk not yet written', async () => {
    build('a');
    const app = staticApp(dist);
    expect(await shellTitle(await app.request('/'))).toBe('a');
    rmSync(dist, { recursive: true });
    expect(await shellTitle(await app.request('/'))).toBe('a');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeIndex('b', 'app-b.js');
    expect(await shellTitle(await app.request('/'))).toBe('a');
    writeFileSync(join(dist, 'assets', 'app-b.js'), 'export {};');
    expect(await shellTitle(await app.request('/'))).toBe('b');
  });

  it('answers 503 while there was never a build, then serves the first one that appears', async () => {
    const app = staticApp(dist, { archiveDir: archive });
    const before = await app.request('/');
    expect(before.status).toBe(503);
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/assets/app-a.js')).status).toBe(404);
    build('a');
    expect(await shellTitle(await app.request('/'))).toBe('a');
    expect((await app.request('/assets/app-a.js')).status).toBe(200);
  });
});

describe('static app: compressed twins', () => {
  it('sends the Brotli or gzip twin a client accepts, the file itself to one that accepts neither, and says it varies', async () => {
    build('a');
    const chunk = join(dist, 'assets', 'app-a.js');
    const text = `export const stops = [${Array.from({ length: 300 }, (_, i) => `'stop-${i}'`).join(',')}];`;
    writeFileSync(chunk, text);
    await precompressDir(dist);
    const app = staticApp(dist);
    const get = (encoding?: string) => app.request('/assets/app-a.js', { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

    const br = await get('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    const gz = await get('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
  });
});

describe('static app: the asset archive', () => {
  it("serves the previous build's chunks to pages still open on it, like any asset", async () => {
    build('a', ['app-a.js', 'Faq-a.js']);
    const app = staticApp(dist, { archiveDir: archive });
    expect(await shellTitle(await app.request('/'))).toBe('a');
    build('b', ['app-b.js', 'Faq-b.js']);
    expect(await shellTitle(await app.request('/'))).toBe('b');
    expect(existsSync(join(dist, 'assets', 'Faq-a.js'))).toBe(false);

    const old = await app.request('/assets/Faq-a.js');
    expect(old.status).toBe(200);
    expect(await old.text()).toBe("export const build = 'a';");
    expect(old.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/assets/Faq-b.js')).status).toBe(200);
    expect((await app.request('/assets/Faq-c.js')).status).toBe(404);
  });

  it('archives the build found at start-up before any visitor asks', async () => {
    build('a');
    staticApp(dist, { archiveDir: archive });
    await expect.poll(() => existsSync(join(archive, 'app-a.js'))).toBe(true);
  });

  it('prunes chunks no build has had for a week, and only those', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    mkdirSync(archive, { recursive: true });
    const archived = (name: string, seen: Date) => {
      writeFileSync(join(archive, name), 'export {};');
      utimesSync(join(archive, name), seen, seen);
    };
    archived('gone-long-ago.js', daysAgo(8));
    archived('gone-yesterday.js', daysAgo(1));
    archived('still-current.js', daysAgo(30));
    build('b', ['app-b.js', 'still-current.js']);

    await archiveAssets(join(dist, 'assets'), archive, now);
    expect(readdirSync(archive).sort()).toEqual(['app-b.js', 'gone-yesterday.js', 'still-current.js']);
    // Seen in this build: its week starts again now.
    await archiveAssets(join(dist, 'assets'), archive, new Date(now.getTime() + ARCHIVE_KEEP_MS + 1000));
    expect(readdirSync(archive).sort()).toEqual(['app-b.js', 'still-current.js']);
  });
});
