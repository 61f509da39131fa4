import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildOnDisk } from './build-on-disk';

let dist: string;
beforeEach(() => {
  dist = join(mkdtempSync(join(tmpdir(), 'freely-build-on-disk-')), 'dist');
});
afterEach(() => rmSync(join(dist, '..'), { recursive: true, force: true }));

let copies = 0;
/**
 * Writes build `name` the way `vite build` (and the e2e deploy fixture) does: empties the folder,
 * then writes the files anew. Each copy gets a time of its own, as a copy made later does (the
 * stamp would not see a copy made within the same clock tick as the one before).
 */
function deploy(name: string) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'pages'));
  writeFileSync(join(dist, 'assets', `app-${name}.js`), 'export {};');
  writeFileSync(join(dist, 'pages', 'Faq.html'), `<title>${name} Faq</title>`);
  writeFileSync(join(dist, 'index.html'), `<title>${name}</title><script type="module" src="/assets/app-${name}.js"></script>`);
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, ++copies));
  for (const path of ['index.html', 'pages']) utimesSync(join(dist, path), at, at);
}

describe('build on disk: archiving each build whole', () => {
  it('archives a build once, not at every request', async () => {
    deploy('a');
    const archive = vi.fn(async () => {});
    const currentBuild = buildOnDisk(dist, archive);
    for (let i = 0; i < 3; i++) expect((await currentBuild())?.index).toContain('<title>a</title>');
    expect(archive).toHaveBeenCalledTimes(1);
  });

  // The e2e update spec's first test: a server starts on a build, and the same build is deployed
  // again at once, emptying the folder while the start-up archive copies it. The archive fails
  // part-way; the build then on disk has the same index.html as the one already served.
  it('archives a build again when a deploy emptied the folder while it was archived, even when the same build came back', async () => {
    deploy('a');
    const archive = vi.fn(async () => {
      if (archive.mock.calls.length > 1) return;
      deploy('a');
      throw Object.assign(new Error("ENOENT: no such file or directory, copyfile 'dist/assets/app-a.js'"), { code: 'ENOENT' });
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const currentBuild = buildOnDisk(dist, archive);
    expect((await currentBuild())?.index).toContain('<title>a</title>');
    expect(errors).toHaveBeenCalledOnce();
    // The next visitor: the whole build is archived now, once.
    expect((await currentBuild())?.index).toContain('<title>a</title>');
    expect(await currentBuild()).toBeDefined();
    expect(archive).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('archives a build again when the folder changed while it was archived, though no copy failed', async () => {
    deploy('a');
    const archive = vi.fn(async () => {
      if (archive.mock.calls.length === 1) deploy('a');
    });
    const currentBuild = buildOnDisk(dist, archive);
    await currentBuild();
    await currentBuild();
    await currentBuild();
    expect(archive).toHaveBeenCalledTimes(2);
  });

  it('tries a failing archive again at the next deploy, not at every request', async () => {
    deploy('a');
    const archive = vi.fn(async () => {
      throw new Error('EACCES: permission denied');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const currentBuild = buildOnDisk(dist, archive);
    for (let i = 0; i < 3; i++) expect((await currentBuild())?.index).toContain('<title>a</title>');
    expect(archive).toHaveBeenCalledTimes(1);
    deploy('a');
    await currentBuild();
    await currentBuild();
    expect(archive).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});

describe('build on disk: what was read while the folder changed', () => {
  // The stamp is index.html's and the pages folder's times, which the file system keeps to a
  // clock tick: a page written within the tick the stamp was taken in leaves the stamp as it was.
  it('reads the pages again at the next request when they changed while they were read', async () => {
    deploy('a');
    const pagesAt = new Date(Date.UTC(2026, 0, 1, 0, 0, copies));
    // A deploy under way: the pages are not all there while the build is read...
    const archive = vi.fn(async () => {
      if (archive.mock.calls.length === 1) rmSync(join(dist, 'pages'), { recursive: true });
    });
    const currentBuild = buildOnDisk(dist, archive);
    expect((await currentBuild())?.pages.size).toBe(0);
    // ...and are written within the same tick: the stamp is back to what it was.
    mkdirSync(join(dist, 'pages'));
    writeFileSync(join(dist, 'pages', 'Faq.html'), '<title>a Faq</title>');
    utimesSync(join(dist, 'pages'), pagesAt, pagesAt);
    expect((await currentBuild())?.pages.get('pages/Faq.html')).toBe('<title>a Faq</title>');
  });
});
