import type { Page } from '@playwright/test';
import { expect, test, type Link } from '../fixtures/network';
import { waitForWholeApp } from '../fixtures/service-worker';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const terminalCards = (page: Page) => page.getByRole('list', { name: 'Terminals' }).getByRole('listitem');

test.describe('Bus Terminals', () => {
  test('filters by state or name, trimmed and case-insensitive, and an empty box restores all', async ({ page }) => {
    await page.goto('/Bus-Terminal');
    await expect(page.getByRole('heading', { level: 1, name: 'Bus Terminals' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Where is your destination?' });
    await expect(page.getByText('33 terminals')).toBeVisible();
    const all = await terminalCards(page).count();
    expect(all).toBeGreaterThanOrEqual(33);

    await search.fill('  EDO ');
    await expect(page.getByRole('button', { name: /^Benin \(Akpakpava\)/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Auchi/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Lagos \(Jibowu\)/ })).toHaveCount(0);

    await search.fill('jibowu');
    await expect(page.getByRole('button', { name: /^Lagos \(Jibowu\)/ })).toBeVisible();
    await expect(terminalCards(page)).toHaveCount(1);
    // Contact details are on the card, as links a phone can act on.
    await expect(page.getByRole('link', { name: '08039001001' })).toHaveAttribute('href', 'tel:08039001001');
    await expect(page.getByRole('link', { name: 'jibowu@freely.ng' })).toHaveAttribute('href', 'mailto:jibowu@freely.ng');

    await search.fill('   ');
    await expect(terminalCards(page)).toHaveCount(all);
  });

  test('choosing a card centres the map on that terminal with a marker', async ({ page }) => {
    await page.goto('/Bus-Terminal');
    await expect(page.getByText('Showing Lagos', { exact: true })).toBeVisible();
    // Not drawn until asked for (its code is most of a first visit): choosing a terminal asks.
    await expect(page.getByRole('button', { name: 'Show the map' })).toBeVisible();
    await expect(page.locator('.maplibregl-canvas')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Where is your destination?' }).fill('benin');
    await page.getByRole('button', { name: /^Benin \(Akpakpava\)/ }).click();
    await expect(page.getByRole('img', { name: 'Benin (Akpakpava) on the map' })).toBeVisible();
    await expect(page.getByText('Showing Benin (Akpakpava)')).toBeVisible();
    await page.getByRole('button', { name: /^Benin \(Uselu\)/ }).click();
    await expect(page.getByRole('img', { name: 'Benin (Uselu) on the map' })).toBeVisible();
    await expect(page.getByRole('img', { name: /on the map$/ })).toHaveCount(1);
  });
});

test.describe('Pick-up Locations', () => {
  test('explains pick-up, starts on Ajah, and lists numbered points for a search', async ({ page }) => {
    await page.goto('/Pickupservice');
    await expect(page.getByRole('heading', { level: 1, name: 'Pick-up Locations' })).toBeVisible();
    await expect(page.getByRole('tooltip')).toBeHidden();
    await page.getByRole('button', { name: 'About pick-up locations' }).focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveText('Start your trip from a registered pick-up location at no additional charge.');
    await expect(page.getByText('No pick-up points are registered in Ajah yet. Search another area.')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search for pickup location' }).fill(' LEKKI');
    const points = page.getByRole('list', { name: 'Pick-up points in Lekki, Lagos' });
    await expect(points.getByRole('listitem')).toHaveCount(4);
    await expect(points.getByRole('listitem').first()).toContainText('Total Filling Station');
    await page.getByRole('button', { name: /^Lekki, Lagos/ }).click();
    await expect(page.getByRole('img', { name: 'Lekki, Lagos on the map' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search for pickup location' }).fill('benin');
    await expect(page.getByRole('list', { name: 'Pick-up points in Akpakpava, Benin' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pick-up points in Lekki, Lagos' })).toHaveCount(0);
  });
});

/**
 * Opens `path` online until the whole app is precached (the page's own HTML comes from there) and
 * its map drew, cuts the link and opens it again: the saved copy and the map show. Returns how many
 * connections had reached the server at the cut.
 */
async function openOnceThenCut(page: Page, link: Link, path: string, loaded: string): Promise<number> {
  await page.goto(path);
  await waitForWholeApp(page);
  await expect(page.getByText(loaded)).toBeVisible();
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  await link.cut();
  const reached = link.proxy.forwarded;
  await page.goto(path);
  await expect(page.getByText(/Saved on this phone/)).toBeVisible();
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  return reached;
}

// One map page per test: each draws its map three times in software (no GPU here), and both in one
// test outlasted the timeout on a busy host.
test('the Bus Terminals map works with the network cut after one visit, from the precache and the map code kept', async ({ page, link }) => {
  const reached = await openOnceThenCut(page, link, '/Bus-Terminal', '33 terminals');
  await page.getByRole('searchbox', { name: 'Where is your destination?' }).fill('ajah');
  await page.getByRole('button', { name: /^Lagos \(Ajah\)/ }).click();
  await expect(page.getByRole('img', { name: 'Lagos (Ajah) on the map' })).toBeVisible();
  // The basemap itself came from the precache, not the network.
  const basemap = await page.evaluate(async () => (await caches.match('/basemap/countries.geo.json', { ignoreSearch: true })) !== undefined);
  expect(basemap).toBe(true);
  // maplibre and its worker were kept on the first visit, not precached for everyone at install.
  const mapCode = await page.evaluate(async () => (await (await caches.open('freely-map-code-v1')).keys()).map((r) => new URL(r.url).pathname));
  expect(mapCode.some((path) => path.includes('maplibre-gl-worker'))).toBe(true);
  expect(mapCode.some((path) => /place-map-.*\.js$/.test(path))).toBe(true);
  expect(link.proxy.forwarded, 'nothing reached the server while the link was cut').toBe(reached);
});

test('the Pick-up Locations map works with the network cut after one visit', async ({ page, link }) => {
  const reached = await openOnceThenCut(page, link, '/Pickupservice', 'No pick-up points are registered in Ajah yet. Search another area.');
  await page.getByRole('searchbox', { name: 'Search for pickup location' }).fill('festac');
  await page.getByRole('button', { name: /^Festac, Lagos/ }).click();
  await expect(page.getByRole('img', { name: 'Festac, Lagos on the map' })).toBeVisible();
  expect(link.proxy.forwarded, 'nothing reached the server while the link was cut').toBe(reached);
});

test('the terminal and pick-up lists are on the phone from install, before either page was opened', async ({ page, link }) => {
  await page.goto('/');
  await waitForWholeApp(page);
  await link.cut();
  const reached = link.proxy.forwarded;
  await page.goto('/Bus-Terminal');
  await page.getByRole('searchbox', { name: 'Where is your destination?' }).fill('uselu');
  await expect(page.getByRole('button', { name: /^Benin \(Uselu\)/ })).toBeVisible();
  await page.goto('/Pickupservice');
  await page.getByRole('searchbox', { name: 'Search for pickup location' }).fill('ikotun');
  await expect(page.getByRole('list', { name: 'Pick-up points in Ikotun, Lagos' }).getByRole('listitem')).not.toHaveCount(0);
  expect(link.proxy.forwarded, 'nothing reached the server while the link was cut').toBe(reached);
});
