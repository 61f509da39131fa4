// Renders the web app manifest's screenshots (the richer install dialog on Android and desktop)
// from the built app. Usage: npm run build && npx tsx scripts/make-screenshots.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/fixtures/chromium';
import { withBuiltApp } from './built-app';
import { MANIFEST_SCREENSHOTS } from './manifest-screenshots';

const outDir = join(import.meta.dirname, '..', 'public');
mkdirSync(join(outDir, 'screenshots'), { recursive: true });

await withBuiltApp(async (origin) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const shot of MANIFEST_SCREENSHOTS) {
    const [width, height] = shot.sizes.split('x').map(Number) as [number, number];
    const scale = shot.form_factor === 'narrow' ? 2 : 1;
    const page = await browser.newPage({ viewport: { width: width / scale, height: height / scale }, deviceScaleFactor: scale, serviceWorkers: 'block' });
    await page.goto(`${origin}${shot.path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: 'I agree' }).click();
    await page.screenshot({ path: join(outDir, shot.src), type: 'jpeg', quality: 80 });
    await page.close();
  }
  await browser.close();
});
