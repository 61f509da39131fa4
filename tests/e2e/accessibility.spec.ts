import { expect, test, type Page } from '../fixtures/csp';
import { expectNoViolations, settled, spinners } from '../fixtures/axe';
import { terminalId } from '../fixtures/api';
import { CONTACT, MAIN, placeDraft, SECOND } from '../fixtures/booking-draft';
import { fillCheckout } from '../fixtures/checkout';
import { newCustomer, startSignedIn } from '../fixtures/signed-in';
import { SPEC_ROUTES } from '../fixtures/spec-routes';
import { bookPaidTicket, createPendingBooking } from '../fixtures/tickets';
import { addDays, lagosToday } from '../../contract/dates';

/**
 * axe (WCAG 2.1 A and AA, best practices) finds nothing on any route of spec 1 §2, in the states a
 * traveller meets: while the page's data is on its way, once it has arrived, signed in where a
 * page is for customers, and with its dialogs, menus, notices and form errors open.
 */

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The cookie banner agreed and the 'Ready to work offline' toast closed, so they cover no button. */
async function quietPage(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'freely_cookie_consent', value: 'yes', url: baseURL }]);
  const toast = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
  await page.addLocatorHandler(toast, async () => {
    await toast.getByRole('button').dispatchEvent('click');
  });
}

test.describe('a first visit, once the page has loaded (cookie banner showing)', () => {
  for (const { path, heading } of SPEC_ROUTES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      await settled(page);
      await expectNoViolations(page, 'loaded');
    });
  }
});

test.describe('before the JavaScript has run (the prerendered page)', () => {
  // The app's scripts never arrive (axe itself goes in through the DevTools protocol).
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => page.route(/\/assets\/.+\.m?js$/, (route) => route.abort()));

  test('the build prerenders pages (else the tests below would check nothing)', async ({ page }) => {
    await page.goto('/Faq');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered-route', '/Faq');
  });

  for (const { path, heading } of SPEC_ROUTES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const route = await page.locator('#root').getAttribute('data-prerendered-route');
      test.skip(route === null || route === '/$', 'no page of its own: the shell or the not-found page stands in');
      await expect(h1(page, heading)).toBeVisible();
      await expectNoViolations(page, 'prerendered, before JavaScript');
    });
  }
});

test.describe('while the page waits for the API', () => {
  // No service worker: every API call is held here, unanswered, for as long as the test runs.
  test.use({ serviceWorkers: 'block' });
  for (const { path, heading } of SPEC_ROUTES) {
    test(path, async ({ page }) => {
      await page.route('**/api/**', () => undefined);
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      await expectNoViolations(page, 'waiting for the API');
    });
  }

  test('the spinners of a page that waits are checked too', async ({ page }) => {
    await page.route('**/api/**', () => undefined);
    await page.goto('/Pickupservice');
    await expect(spinners(page).first()).toBeVisible();
    await expectNoViolations(page, 'its lists loading');
  });
});

test.describe('signed in', () => {
  const PAGES: { path: string; heading: string | RegExp }[] = [
    { path: '/dashboard', heading: 'Dashboard' },
    { path: '/profile', heading: 'Wallet' },
    { path: '/setting', heading: 'Settings' },
    { path: '/bookinghistory', heading: 'Booking History' },
    { path: '/support', heading: 'Help & Support' },
    { path: '/referral', heading: 'Referral' },
    { path: '/login-reg', heading: 'Personalise your profile' },
    { path: '/suggest-route', heading: 'Suggest a Route' },
    { path: '/bills-payment', heading: 'Bills Payment' },
  ];
  for (const { path, heading } of PAGES) {
    test(path, async ({ page, baseURL }) => {
      await quietPage(page, baseURL!);
      await startSignedIn(page, await newCustomer(baseURL!));
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      await settled(page);
      await expectNoViolations(page, 'signed in');
    });
  }

  test('the avatar menu, and checkout greeting the customer', async ({ page, baseURL, request }) => {
    await quietPage(page, baseURL!);
    await startSignedIn(page, await newCustomer(baseURL!));
    await placeDraft(page, request, { daysAhead: 4 });
    await page.goto('/passenger-details');
    await expect(h1(page, 'Hello Ada,')).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'checkout signed in');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectNoViolations(page, 'avatar menu open');
  });
});

test.describe('the shell', () => {
  test('the phone menu, and the offline-ready notice', async ({ page }) => {
    await page.goto('/Faq');
    await expect(page.getByRole('status').filter({ hasText: 'Ready to work offline' })).toBeVisible({ timeout: 20_000 });
    await expectNoViolations(page, 'offline-ready notice');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'My tickets' }).first()).toBeVisible();
    await expectNoViolations(page, 'phone menu open');
  });

  test('a page that does not exist', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(h1(page, 'Page not found')).toBeVisible();
    await expectNoViolations(page, 'not found');
  });
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the header with its menus, and home', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page, 'Travel Freely across Nigeria')).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'desktop');
    for (const menu of ['Move Freely', 'Do Freely']) {
      await page.getByRole('button', { name: menu }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoViolations(page, `${menu} menu open`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    }
  });

  test('the signed-in area with its side navigation', async ({ page, baseURL }) => {
    await quietPage(page, baseURL!);
    await startSignedIn(page, await newCustomer(baseURL!));
    await page.goto('/dashboard');
    await expect(h1(page, 'Dashboard')).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'desktop, signed in');
  });
});

test.describe('home and booking', () => {
  test.beforeEach(async ({ page, baseURL }) => quietPage(page, baseURL!));

  test('home: every hero tab, the flight partner and a popular route', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page, 'Travel Freely across Nigeria')).toBeVisible();
    await settled(page);
    await page.getByRole('tab', { name: 'Round Trip' }).click();
    await expectNoViolations(page, 'Book a seat, round trip');
    for (const tab of ['Hire a bus', 'Booking status']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoViolations(page, `${tab} tab`);
    }
    await page.getByRole('tab', { name: 'Book a flight' }).click();
    await expect(page.getByRole('dialog', { name: 'Book a flight' })).toBeVisible();
    await expectNoViolations(page, 'Book a flight dialog');
    await page.keyboard.press('Escape');

    await page.getByText('Sign in and save 5%').scrollIntoViewIfNeeded();
    const book = page.getByRole('region', { name: 'Popular routes' }).getByRole('button', { name: /^Book Now/ }).first();
    await expect(book).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'popular routes loaded');
    await book.click();
    await expect(page.getByRole('dialog', { name: /^Book / })).toBeVisible();
    await expectNoViolations(page, 'popular route dialog');
  });

  test('the date picker', async ({ page }) => {
    await page.goto('/');
    // The prerendered button answers once the app has taken over the page.
    await settled(page);
    await page.getByRole('button', { name: 'Departure date' }).click();
    await expect(page.getByRole('dialog', { name: 'Departure date' }).getByRole('button', { name: 'Next month' })).toBeVisible();
    await expectNoViolations(page, 'calendar open');
  });

  test('trip selection with buses, and the seat picker', async ({ page, request }) => {
    const from = await terminalId(request, 'Lagos (Jibowu)');
    const to = await terminalId(request, 'Abuja (Utako)');
    await page.goto(`/select-bus?from=${from}&to=${to}&date=${addDays(lagosToday(), 5)}&adults=1`);
    await expect(h1(page, 'Bookings')).toBeVisible();
    const view = page.getByRole('button', { name: 'View Seats' }).first();
    await expect(view).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'buses listed');
    await view.click();
    const picker = page.getByRole('dialog', { name: 'Select Seat(s)', exact: true });
    await picker.getByRole('button', { name: /^Seat \d+, available$/ }).first().click();
    await expectNoViolations(page, 'seat picker with a seat chosen');
  });

  test('trip selection with no bus', async ({ page, request }) => {
    const from = await terminalId(request, 'Jos');
    const to = await terminalId(request, 'Calabar');
    await page.goto(`/select-bus?from=${from}&to=${to}&date=${addDays(lagosToday(), 5)}&adults=1`);
    await expect(page.getByText('No bus found').first()).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'no bus');
  });

  test('checkout: each step, the pick-up dialog, form errors, the summary and the payment methods', async ({ page, request }) => {
    await placeDraft(page, request, { daysAhead: 6, fromEnd: 3 });
    await page.goto('/passenger-details');
    await expect(h1(page, 'Hello Guest,')).toBeVisible();
    await expectNoViolations(page, 'pick up step');
    await page.getByRole('radio', { name: 'Yes, I want to be picked up' }).check();
    await expect(page.getByRole('dialog', { name: 'Pick Up Service' })).toBeVisible();
    await expectNoViolations(page, 'pick-up dialog');
    await page.getByRole('dialog', { name: 'Pick Up Service' }).getByRole('button', { name: 'Close' }).click();

    await page.getByRole('radio', { name: 'No, I will join the Bus at the terminal' }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('group', { name: 'Passenger #2' })).toBeVisible();
    await expectNoViolations(page, 'passengers step');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/select-bus\?/);

    await page.goto('/passenger-details');
    await fillCheckout(page, [MAIN, SECOND]);
    await expectNoViolations(page, 'trip summary');
    await page.getByRole('dialog', { name: 'Trip Summary' }).getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('dialog', { name: 'Trip payment' }).getByRole('button').nth(1)).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'payment methods');
  });

  test('checkout: the contact step with its errors', async ({ page, request }) => {
    await placeDraft(page, request, { daysAhead: 6, step: 2, passengers: [MAIN, SECOND] });
    await page.goto('/passenger-details');
    await page.getByLabel('Customer Email Address').fill('ada@example');
    await page.getByLabel('Customer Phone Number').fill('0803123456');
    await page.getByLabel('Next of Kin Name').fill(CONTACT.nextOfKinName);
    await page.getByLabel("Next of Kin's Mobile Phone Number").fill(CONTACT.nextOfKinPhone);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByText('Please provide a valid email address')).toBeVisible();
    await expectNoViolations(page, 'contact errors');
  });
});

test.describe('places', () => {
  test('route prices found, and none for a pair with no route', async ({ page, request }) => {
    const from = await terminalId(request, 'Lagos (Jibowu)');
    const to = await terminalId(request, 'Abuja (Utako)');
    await page.goto(`/route-prices?from=${from}&to=${to}`);
    await expect(page.getByRole('article', { name: 'Hiace fare' })).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'prices listed');
    await page.goto(`/route-prices?from=${await terminalId(request, 'Jos')}&to=${await terminalId(request, 'Calabar')}`);
    await expect(page.getByText('No price found, Check a new routes.')).toBeVisible();
    await expectNoViolations(page, 'no price');
  });

  test('a terminal chosen on the map, and pick-up points found', async ({ page }) => {
    await page.goto('/Bus-Terminal');
    await page.getByRole('searchbox', { name: 'Where is your destination?' }).fill('benin');
    await page.getByRole('button', { name: /^Benin \(Akpakpava\)/ }).click();
    await expect(page.getByRole('img', { name: 'Benin (Akpakpava) on the map' })).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'terminal on the map');

    await page.goto('/Pickupservice');
    await page.getByRole('searchbox', { name: 'Search for pickup location' }).fill('lekki');
    await expect(page.getByRole('list', { name: 'Pick-up points in Lekki, Lagos' })).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'pick-up points listed');
  });
});

test.describe('tickets and payments', () => {
  test.beforeEach(async ({ page, baseURL }) => quietPage(page, baseURL!));

  test('a paid booking: its status, its ticket, the callback page and My tickets', async ({ page, request }) => {
    const reference = await bookPaidTicket(request);
    await page.goto(`/bookingStatus?ref=${reference}`);
    await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'a paid booking');
    await page.getByRole('button', { name: 'Show Ticket' }).click();
    await expect(page.getByRole('dialog', { name: 'Bus Ticket' }).getByRole('img', { name: /^QR code for / })).toBeVisible();
    await expectNoViolations(page, 'the Bus Ticket');

    await page.goto(`/call-back?tx_ref=${reference}`);
    await expect(page.getByRole('heading', { name: new RegExp(`Your Ticket \\(${reference}\\)`) })).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'the issued ticket');

    await page.goto('/my-tickets');
    await expect(page.getByRole('list', { name: 'My tickets' }).getByRole('link', { name: new RegExp(reference) })).toBeVisible();
    await expectNoViolations(page, 'a saved ticket');
  });

  test('a pending booking and an unknown reference', async ({ page, request }) => {
    const reference = await createPendingBooking(request);
    await page.goto(`/bookingStatus?ref=${reference}`);
    await expect(page.getByRole('region', { name: 'Booking summary' }).getByText('Pending')).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'a pending booking');
    await page.goto('/bookingStatus?ref=FRE-NOPE99');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'an unknown reference');
  });

  test('the outbox page', async ({ page }) => {
    await page.goto('/outbox');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'outbox');
  });
});

test.describe('forms saying what is wrong', () => {
  test.beforeEach(async ({ page, baseURL }) => quietPage(page, baseURL!));

  test('/login sent empty', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page, 'sent empty');
  });

  test('/Contact-Us with a wrong e-mail address', async ({ page }) => {
    await page.goto('/Contact-Us');
    const form = page.getByRole('form', { name: 'Customer Feedback' });
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Query' });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Ada Obi');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('08031234567');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('ada@example');
    await form.getByRole('textbox', { name: 'Message' }).fill('My bag did not arrive in Abuja.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.locator('[aria-invalid="true"]')).toBeVisible();
    await expectNoViolations(page, 'a wrong e-mail address');
  });
});
