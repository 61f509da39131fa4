import { expect, test } from '../fixtures/csp';
import { seedPickupLocations } from '../../server/seed/pickup-locations';
import { seedTerminals } from '../../server/seed/terminals';

/**
 * Issue 12, point 6: the terminal map zoomed to 18 over a blank square with the shipped basemap.
 * Now it zooms only as far as the basemap has detail, and each terminal and pick-up point has
 * 'Get directions' (the phone's map app) and 'Copy address'.
 */

test.use({ viewport: { width: 390, height: 844 } });

const DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=';
const jibowu = seedTerminals.find((t) => t.name === 'Lagos (Jibowu)')!;
const lekki = seedPickupLocations.find((a) => a.terminal === 'Lekki')!;

test('a chosen terminal is centred no closer than the basemap has detail, and the map zooms no further', async ({ page }) => {
  await page.goto('/Bus-Terminal');
  await page.getByRole('searchbox', { name: 'Where is your destination?' }).fill('jibowu');
  await page.getByRole('button', { name: /^Lagos \(Jibowu\)/ }).click();
  await expect(page.getByRole('img', { name: 'Lagos (Jibowu) on the map' })).toBeVisible();

  // Already as close as the basemap goes (its sources' maxzoom, exposed on the map's container).
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  const map = page.locator('[data-max-zoom]');
  await expect(map).toHaveAttribute('data-max-zoom', /^\d+(\.\d+)?$/);
  const maxZoom = Number(await map.getAttribute('data-max-zoom'));
  expect(maxZoom, 'the spec’s zoom 18 is past the basemap’s detail').toBeLessThan(18);
  await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBe(maxZoom);

  // The wheel cannot pass the limit either.
  const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 5; i += 1) await page.mouse.wheel(0, -600);
  // Two frames for the map to start any move the wheel asked for, then until it has stopped.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(map).toHaveAttribute('data-moving', 'false');
  expect(Number(await map.getAttribute('data-zoom'))).toBeLessThanOrEqual(maxZoom);
});

test('each terminal card gives directions to its coordinates and copies its address', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/Bus-Terminal');
  await page.getByRole('searchbox', { name: 'Where is your destination?' }).fill('lagos');
  const cards = page.getByRole('list', { name: 'Terminals' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByRole('link', { name: /^Get directions/ })).toHaveCount(1);

  const card = cards.filter({ hasText: jibowu.name });
  const directions = card.getByRole('link', { name: `Get directions to ${jibowu.name}` });
  await expect(directions).toHaveAttribute('href', `${DIRECTIONS}${jibowu.latitude},${jibowu.longitude}`);
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /noopener/);

  await card.getByRole('button', { name: `Copy address of ${jibowu.name}` }).click();
  await expect(card.getByRole('button', { name: `Copied address of ${jibowu.name}` })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(jibowu.address);
});

test('each pick-up point gives directions to its address and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/Pickupservice');
  await page.getByRole('searchbox', { name: 'Search for pickup location' }).fill('lekki');
  const points = page.getByRole('list', { name: 'Pick-up points in Lekki, Lagos' }).getByRole('listitem');
  await expect(points).toHaveCount(lekki.location.length);
  await expect(points.getByRole('link', { name: /^Get directions/ })).toHaveCount(lekki.location.length);

  const point = lekki.location[0]!;
  const address = `${point}, Lekki, Lagos`;
  const directions = points.first().getByRole('link', { name: `Get directions to ${point}` });
  await expect(directions).toHaveAttribute('href', `${DIRECTIONS}${encodeURIComponent(`${address}, Nigeria`)}`);
  await expect(directions).toHaveAttribute('target', '_blank');

  await points.first().getByRole('button', { name: `Copy address of ${point}` }).click();
  await expect(points.first().getByRole('button', { name: /^Copied/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});
