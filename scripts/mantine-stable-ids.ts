import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REPLACEMENT = fileURLToPath(new URL('../src/lib/mantine-use-id.ts', import.meta.url));

/** Builds Mantine with src/lib/mantine-use-id.ts in place of its useId: it says why. */
export function mantineStableIds(): Plugin {
  return {
    name: 'mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer && /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/.test(importer)) return REPLACEMENT;
      return null;
    },
  };
}
