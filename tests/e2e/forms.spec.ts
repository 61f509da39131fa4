import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/network';
import { FEEDBACK_RECEIVED, PARTNER_THANKS, ROUTE_SUGGESTED, SUGGESTION_PHONE_MESSAGE } from '../../contract/forms';
import { MESSAGES } from '../../contract/messages';
import { QUEUED_MESSAGE } from '../../contract/outbox';
import { storedForms, uniqueEmail } from '../fixtures/forms';
import { waitForServiceWorker } from '../fixtures/service-worker';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../fixtures/chromium';

// This spec is about the service worker or reads the app through it (the config blocks it elsewhere),
// in the whole browser: Background Sync waking the worker with no page open is not the shell's.
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS } });

async function fillFeedback(page: Page, email: string, message: string) {
  const form = page.getByRole('form', { name: 'Customer Feedback' });
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Query' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Ada Obi');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('08031234567');
  await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  return form;
}

async function fillSuggestion(page: Page, email: string, arrival: string) {
  const form = page.getByRole('form', { name: 'Suggest a Route' });
  await form.getByRole('combobox', { name: 'Departure State' }).selectOption({ label: 'Lagos' });
  await form.getByRole('textbox', { name: 'Departure Location' }).fill('Ikorodu');
  await form.getByRole('combobox', { name: 'Arrival State' }).selectOption({ label: 'Kwara' });
  await form.getByRole('textbox', { name: 'Arrival Location' }).fill(arrival);
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Ada Obi');
  await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('08031234567');
  return form;
}

test.describe('Contact Us feedback', () => {
  test('Send waits for every field, checks the e-mail, keeps a draft across a reload, and sends', async ({ page, request }) => {
    const email = uniqueEmail('feedback');
    await page.goto('/Contact-Us');
    const form = page.getByRole('form', { name: 'Customer Feedback' });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Ada Obi');
    await form.getByRole('textbox', { name: 'Message' }).fill('My bag did not arrive in Abuja.');
    await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('My bag did not arrive in Abuja.');

    await fillFeedback(page, 'ada@example', 'My bag did not arrive in Abuja.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: FEEDBACK_RECEIVED })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const stored = await storedForms(request, email);
    expect(stored.feedbacks.map((f) => f.body)).toEqual(['My bag did not arrive in Abuja.']);
  });

  test('sent offline, it waits on the phone and is delivered exactly once when the connection returns', async ({ page, link, request }) => {
    const email = uniqueEmail('offline-feedback');
    await page.goto('/Contact-Us');
    await waitForServiceWorker(page);
    await link.cut();
    const reached = link.proxy.forwarded;
    const form = await fillFeedback(page, email, 'Typed on the bus with no signal.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: QUEUED_MESSAGE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See waiting messages' })).toBeVisible();
    await expect(page.getByRole('link', { name: '1 message waiting to send' })).toBeVisible();
    // Nothing reached the server while cut (the service worker's own try included).
    expect(link.proxy.forwarded).toBe(reached);

    await link.restore();
    await expect(page.getByRole('status').filter({ hasText: 'Feedback sent' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: /waiting to send/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect.poll(async () => (await storedForms(request, email)).feedbacks.map((f) => f.body)).toEqual(['Typed on the bus with no signal.']);
  });
});

test.describe('Suggest a Route', () => {
  test('checks the phone rule and shows the success modal with Go Home', async ({ page, request }) => {
    const email = uniqueEmail('suggest');
    await page.goto('/suggest-route');
    const form = await fillSuggestion(page, email, 'Ilorin');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('0803123');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(SUGGESTION_PHONE_MESSAGE)).toBeVisible();
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('08031234567');
    await form.getByRole('button', { name: 'Submit' }).click();
    const modal = page.getByRole('dialog', { name: 'Route suggested' });
    await expect(modal.getByText(ROUTE_SUGGESTED)).toBeVisible();
    expect((await storedForms(request, email)).suggestions).toMatchObject([{ arrivalLocation: 'Ilorin', phoneNumber: '+2348031234567' }]);
    await modal.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('sent offline and the tab closed, it is still delivered once when the connection returns', async ({ page, context, link, request }) => {
    const email = uniqueEmail('offline-suggest');
    await page.goto('/suggest-route');
    await waitForServiceWorker(page);
    await link.cut();
    const reached = link.proxy.forwarded;
    const form = await fillSuggestion(page, email, 'Offa');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Saved on this phone' }).getByText(QUEUED_MESSAGE)).toBeVisible();
    await page.close();
    expect(link.proxy.forwarded).toBe(reached);

    await link.restore();
    // No page is open: Background Sync (or the next start) delivers it.
    const opened = await context.newPage();
    await expect.poll(async () => (await storedForms(request, email)).suggestions.map((s) => s.arrivalLocation), { timeout: 20_000 }).toEqual(['Offa']);
    await opened.goto('/outbox');
    await expect(opened.getByText('Nothing is waiting to be sent.')).toBeVisible();
    expect((await storedForms(request, email)).suggestions).toHaveLength(1);
  });
});

test.describe('Enterprise Partner', () => {
  test('checks every field across the two steps, keeps them on Back, and sends the enquiry', async ({ page, request }) => {
    const email = uniqueEmail('partner');
    await page.goto('/enterprise');
    await page.getByRole('radio', { name: 'Corporate Partner' }).check();
    await page.getByRole('radio', { name: 'Individual Partner' }).check();
    await expect(page.getByRole('radio', { name: 'Corporate Partner' })).not.toBeChecked();

    const contact = page.getByRole('form', { name: 'Contact details' });
    await contact.getByRole('textbox', { name: 'First Name' }).fill('Musa');
    await contact.getByRole('textbox', { name: 'Last Name' }).fill('Bello');
    await contact.getByRole('textbox', { name: 'Phone Number' }).fill('07031234567');
    await contact.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await expect(contact.getByRole('button', { name: 'Next' })).toBeDisabled();
    await contact.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Kano' });
    await contact.getByRole('textbox', { name: 'Inspection Location' }).fill('Kano terminal');
    await contact.getByRole('textbox', { name: 'Phone Number' }).fill('+2347031234567');
    await contact.getByRole('button', { name: 'Next' }).click();
    await expect(contact.getByText(MESSAGES.nigerianNumber)).toBeVisible();
    await contact.getByRole('textbox', { name: 'Phone Number' }).fill('07031234567');
    await contact.getByRole('button', { name: 'Next' }).click();

    const vehicle = page.getByRole('form', { name: 'Vehicle details' });
    await vehicle.getByRole('textbox', { name: 'Maker' }).fill('Toyota');
    await vehicle.getByRole('button', { name: 'Back' }).click();
    await expect(contact.getByRole('textbox', { name: 'Inspection Location' })).toHaveValue('Kano terminal');
    await contact.getByRole('button', { name: 'Next' }).click();
    await expect(vehicle.getByRole('textbox', { name: 'Maker' })).toHaveValue('Toyota');
    await vehicle.getByRole('textbox', { name: 'Model' }).fill('Hiace');
    await vehicle.getByRole('textbox', { name: 'Colour' }).fill('White');
    await vehicle.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(MESSAGES.allFieldsRequired).first()).toBeVisible();
    const years = await vehicle.getByRole('combobox', { name: 'Year' }).locator('option:not([disabled])').allTextContents();
    expect(years.at(-1)).toBe('2013');
    expect(years[0]).toBe(String(new Date().getFullYear()));
    await vehicle.getByRole('combobox', { name: 'Year' }).selectOption('2019');
    await vehicle.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: PARTNER_THANKS })).toBeVisible();
    expect((await storedForms(request, email)).enquiries).toMatchObject([{ partnerType: 1 }]);
  });

  test('offline, it says sending needs a connection and keeps what was typed', async ({ page, link }) => {
    await page.goto('/enterprise');
    await page.getByRole('radio', { name: 'Corporate Partner' }).check();
    const contact = page.getByRole('form', { name: 'Contact details' });
    await contact.getByRole('textbox', { name: 'Company Name' }).fill('Bello Logistics');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Corporate Partner' })).toBeChecked();
    await expect(contact.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Bello Logistics');
    await contact.getByRole('textbox', { name: 'Company RC Number' }).fill('RC123456');
    await contact.getByRole('textbox', { name: 'Business Address' }).fill('1 Zoo Road, Kano');
    await contact.getByRole('textbox', { name: 'Contact Name' }).fill('Musa Bello');
    await contact.getByRole('textbox', { name: 'Phone Number' }).fill('08031234567');
    await contact.getByRole('textbox', { name: 'Email Address' }).fill(uniqueEmail('corporate'));
    await contact.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Kano' });
    await contact.getByRole('textbox', { name: 'Number of Vehicles' }).fill('3');
    await contact.getByRole('textbox', { name: 'Inspection Location' }).fill('Kano');
    await contact.getByRole('button', { name: 'Next' }).click();
    const vehicle = page.getByRole('form', { name: 'Vehicle details' });
    await vehicle.getByRole('textbox', { name: 'Maker' }).fill('Toyota');
    await vehicle.getByRole('textbox', { name: 'Model' }).fill('Hiace');
    await vehicle.getByRole('textbox', { name: 'Colour' }).fill('White');
    await vehicle.getByRole('combobox', { name: 'Year' }).selectOption('2020');
    await link.cut();
    const reached = link.proxy.forwarded;
    await vehicle.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'we cannot tell whether your enquiry arrived' })).toBeVisible();
    await expect(vehicle.getByRole('textbox', { name: 'Maker' })).toHaveValue('Toyota');
    expect(link.proxy.forwarded).toBe(reached);
    await link.restore();
    await vehicle.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: PARTNER_THANKS })).toBeVisible();
  });
});
