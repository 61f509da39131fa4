import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images, fonts and the basemap's binary tiles are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map|pack)$/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (Brotli at its best quality) and `file.gz` (gzip -9) next to each text file of
 * the build, once, at build time; the server sends the one a phone accepts (server/http/static-app.ts).
 * Brotli is ~15% smaller than gzip on our chunks, every KB counts on 3G, and the server no longer
 * gzips the same chunk again for every visitor's service worker (it did, at request time).
 * A test's copy of a build (tests/fixtures/next-deployment.ts) asks for quicker, larger files.
 */
export async function precompressDir(dir: string, { brotliQuality = constants.BROTLI_MAX_QUALITY, gzipLevel = 9 } = {}): Promise<{ files: number; raw: number; br: number }> {
  const totals = { files: 0, raw: 0, br: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const file = join(entry.parentPath, entry.name);
        const body = await readFile(file);
        if (body.length < MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gz(body, { level: gzipLevel }),
        ]);
        // Written only where smaller, so the server never sends a bigger body than the file itself.
        if (br.length < body.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
        totals.files++;
        totals.raw += body.length;
        totals.br += Math.min(br.length, body.length);
      }),
  );
  return totals;
}

/** The build step: after every other plugin has written its files (the service worker included). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: { order: 'post', sequential: true, handler: async () => void (await precompressDir(outDir)) },
  };
}
