// Renders the PWA PNG icons from public/icons/icon.svg.
// Usage: node scripts/make-icons.mjs
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const iconsDir = path.join(root, 'public', 'icons');
const THEME = '#0b6b3a';

const iconSvg = await readFile(path.join(iconsDir, 'icon.svg'), 'utf8');
// The mark (bus + road) is the single <g> inside icon.svg.
const mark = iconSvg.match(/<g>[\s\S]*<\/g>/)?.[0];
if (!mark) throw new Error('icon.svg: mark group <g>…</g> not found');

/** Full-bleed green square with the mark scaled around the centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` +
  `<rect width="512" height="512" fill="${THEME}"/>` +
  `<g transform="translate(256 256) scale(${scale}) translate(-256 -266)">${mark}</g></svg>`;

const targets = [
  { file: 'icon-192.png', size: 192, svg: iconSvg },
  { file: 'icon-512.png', size: 512, svg: iconSvg },
  // Mark spans ~336px at scale 1; 0.75 keeps it (corners at r≈180px) within the 80% (r=205) safe zone.
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.75) },
  // iOS applies its own corner mask, so use a full-bleed square.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.78) },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const { file, size, svg } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;padding:0;background:#fff}svg{display:block}</style></head><body>${sized}</body></html>`,
    );
    const out = path.join(iconsDir, file);
    await page.screenshot({ path: out, omitBackground: false });
    await page.close();
    console.log(`wrote ${path.relative(root, out)} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
