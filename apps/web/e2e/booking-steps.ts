// Steps of the booking flow shared by the booking specs: the test gateway's checkout page, the home
// address, tomorrow's first free slot, and cars a buyer can still book.
import { CITY_PIN_PREFIXES } from '@luxe/contract/cities';
import type { CarListItem } from '@luxe/contract';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, listedCars, signedInState, untilOpened, waitForAppOnLoad } from './support';

/** Razorpay's test card, which the test gateway accepts (see docs/product/payments.md). */
export const CARD = '4100 2800 0000 1007';

export const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

/** A new browser context signed in with the buyer's token, at `width` px. */
export async function openAsBuyer(browser: Browser, baseURL: string, token: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    storageState: signedInState(token, baseURL),
  });
  return waitForAppOnLoad(await context.newPage());
}

/** Pays on the test gateway's checkout page by card, or by UPI id. */
export async function payAtGateway(page: Page, how: { card: string } | { upi: string }) {
  await expect(page.getByRole('heading', { name: /Luxe Wheels/ })).toBeVisible();
  if ('card' in how) {
    await page.getByLabel('Card number').fill(how.card);
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: /by card/ }).click();
  } else {
    await page.getByLabel('UPI id').fill(how.upi);
    await page.getByRole('button', { name: /by UPI/ }).click();
  }
}

/** The Acknowledgement: its box ticked, then Ok (on to /book-testdrive). */
export async function acceptTerms(page: Page) {
  const terms = page.getByRole('dialog', { name: 'Acknowledgement' });
  await untilOpened(terms);
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Ok' }).click();
}

/** On a car's page: Book Now, one of Take Further steps' two choices, the terms accepted. */
export async function bookNow(page: Page, choice: 'Book a test drive' | 'Book this car') {
  await page.getByRole('button', { name: 'Book Now' }).click();
  const steps = page.getByRole('dialog', { name: 'Take Further steps' });
  await untilOpened(steps);
  await steps.getByRole('button', { name: new RegExp(`^${choice}`) }).click();
  await acceptTerms(page);
}

/** Back from paying for the car: 'Payment Successful!', then the 'Car Reserved!' dialog with its 3-day hold. */
export async function expectCarReserved(page: Page): Promise<Locator> {
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  const reserved = page.getByRole('dialog', { name: 'Car Reserved!' });
  await untilOpened(reserved);
  await expect(reserved.getByText(/^Reserved until /)).toBeVisible();
  await expect(reserved.getByText(/held for you alone for 3 days/)).toBeVisible();
  return reserved;
}

/** A PIN code in `city` (the car's city: cars go to homes in the dealer's city only). */
export const pinIn = (city: string) => `${CITY_PIN_PREFIXES[city]![0]}001`;

/** Fills the home delivery address form with a valid address in the car's city. */
export async function fillHomeAddress(page: Page, city: string) {
  await page.getByLabel('Street address').fill('14 Carter Road');
  await page.getByLabel('Locality').fill('Bandra West');
  await page.getByLabel('City').fill(city);
  await page.getByLabel('State/Province').fill('Maharashtra');
  await page.getByLabel('Zip code').fill(pinIn(city));
}

/** A slot's label ('10AM-11AM') as a pattern that also matches it as pages write it ('10 AM-11 AM'). */
export const slotPattern = (label: string) => label.replace(/(\d+)(AM|PM)/g, '$1 ?$2');

/** Chooses Tomorrow and its first free slot; answers the slot's label. */
export async function chooseTomorrowSlot(page: Page): Promise<string> {
  await page
    .getByRole('group', { name: 'Select Date' })
    .getByRole('radio', { name: /^Tomorrow/ })
    .check();
  const free = page.getByRole('group', { name: 'Select Time' }).locator('input[type=radio]:not(:disabled)').first();
  const label = (await free.getAttribute('value'))!;
  await free.check();
  return label;
}

/**
 * The listed cars nobody has reserved or is paying for now, in the list's order. Other specs reserve
 * and offer on cars of the same catalogue: a test takes its cars from these, never by position alone.
 */
export async function availableCars(request: APIRequestContext, count: number, among = 40): Promise<CarListItem[]> {
  const cars = (await listedCars(request, among)).filter((car) => car.status === 'available');
  expect(cars.length, `${count} available cars among the first ${among}`).toBeGreaterThanOrEqual(count);
  return cars;
}

/** With the slot chosen: Schedule Test Drive, Pay ₹10,000 by card at the gateway; answers the open 'Test Drive Booked!'. */
export async function payForTestDrive(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await untilOpened(pay);
  await pay.getByRole('button', { name: 'Pay ₹10,000' }).click();
  await payAtGateway(page, { card: CARD });
  const booked = page.getByRole('dialog', { name: 'Test Drive Booked!' });
  await untilOpened(booked);
  return booked;
}
