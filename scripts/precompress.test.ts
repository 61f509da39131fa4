import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'freely-precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('writes .br and .gz twins that decode to the file, for text files big enough, in subfolders too', async () => {
  const chunk = `export const routes = [${Array.from({ length: 400 }, (_, i) => `'/route-${i}'`).join(',')}];`;
  writeFileSync(join(dir, 'assets', 'app-1.js'), chunk);
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Travel Freely</p>'.repeat(100)}`);
  writeFileSync(join(dir, 'assets', 'tiny-2.js'), 'export {};');
  writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 1));

  const totals = await precompressDir(dir);

  const file = join(dir, 'assets', 'app-1.js');
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(chunk);
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(chunk);
  expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
  expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  // Too small to gain, or not text: left alone.
  expect(existsSync(join(dir, 'assets', 'tiny-2.js.br'))).toBe(false);
  expect(existsSync(join(dir, 'icon.png.br'))).toBe(false);
  expect(totals.files).toBe(2);
});
