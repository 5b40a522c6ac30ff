// Issue 23, items 3, 4 and 7: the test drive and booking flow in the browser against the real server and
// the built-in test gateway's checkout page: Book Now, Take Further steps, the Acknowledgement, the
// home and showroom pages with India's dates and free slots, Pay Now, the checkout, the return page's
// verification, Test Drive Booked! and the rating; a failed payment and its retry; a direct booking
// of the car; every message of the flow; axe on its pages and dialogs.
import type { Browser, Locator, Page } from '@playwright/test';
import { offerPaths } from '@luxe/contract/constants';
import { dealerAnswer, dealerOfferOn, signInDealer } from './dealer';
import {
  dealerIdOf,
  expect,
  expectNoAxeViolations,
  listedCars,
  newBuyerToken,
  signedInState,
  test,
  untilOpened,
  waitForAppOnLoad,
} from './support';

// Whole journeys with a payment each, axe at every step, on a shared 2-core machine.
test.describe.configure({ timeout: 300_000 });

const CARD = '4100 2800 0000 1007';

async function openAsBuyer(browser: Browser, baseURL: string, token: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, storageState: signedInState(token, baseURL) });
  return waitForAppOnLoad(await context.newPage());
}

/** Pays on the test gateway's checkout page by card, or by UPI id. */
async function payAtGateway(page: Page, how: { card: string } | { upi: string }) {
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

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

/** Presses Tab until `target` has the focus (keyboard only), at most 80 times. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Chooses Tomorrow and its first free slot; answers the slot's label. */
async function chooseTomorrowSlot(page: Page): Promise<string> {
  await page
    .getByRole('group', { name: 'Select Date' })
    .getByRole('radio', { name: /^Tomorrow/ })
    .check();
  const free = page.getByRole('group', { name: 'Select Time' }).locator('input[type=radio]:not(:disabled)').first();
  const label = (await free.getAttribute('value'))!;
  await free.check();
  return label;
}

test('a home test drive: Book Now, the terms, the address and slot messages, Pay Now, the checkout, Test Drive Booked!, the rating', async ({
  browser,
  request,
  baseURL,
}) => {
  const [car] = await listedCars(request, 1);
  const page = await openAsBuyer(browser, baseURL!, await newBuyerToken(request));
  await page.goto(`/car-details/${car!.id}`);
  await page.getByRole('button', { name: 'Book Now' }).click();

  const steps = page.getByRole('dialog', { name: 'Take Further steps' });
  await untilOpened(steps);
  await expectNoAxeViolations(page, 'Take Further steps');
  await steps.getByRole('button', { name: /Book a test drive/ }).click();

  const terms = page.getByRole('dialog', { name: 'Acknowledgement' });
  await untilOpened(terms);
  await terms.getByRole('button', { name: 'Ok' }).click();
  await expect(terms.getByText('Please accept the terms and conditions', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'Acknowledgement');
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Ok' }).click();

  await expect(page).toHaveURL(new RegExp(`/book-testdrive\\?car_id=${car!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Book your test drive' })).toBeVisible();
  await expect(page.getByText('Buy within 3 days')).toBeVisible();
  await expectNoAxeViolations(page, '/book-testdrive');
  await page.getByRole('link', { name: 'Home delivery' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Test drive at home' })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
  for (const message of [
    'Street address is required for home delivery',
    'Locality is required for home delivery',
    'City is required for home delivery',
    'State/Province is required for home delivery',
    'Zip code is required for home delivery',
    'Please choose a date',
    'Please choose a time slot',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '/test-drive with its messages');
  await page.getByLabel('Street address').fill('14 Carter Road');
  await page.getByLabel('Locality').fill('Bandra West');
  await page.getByLabel('City').fill('Mumbai');
  await page.getByLabel('State/Province').fill('Maharashtra');
  await page.getByLabel('Zip code').fill('0400');
  const slot = await chooseTomorrowSlot(page);
  await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
  await expect(page.getByText('Zip code must be a 6-digit PIN code', { exact: true })).toBeVisible();
  await page.getByLabel('Zip code').fill('400050');
  await page.getByRole('button', { name: 'Schedule Test Drive' }).click();

  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await untilOpened(pay);
  await expect(pay.getByText('₹10,000', { exact: true })).toBeVisible();
  await expect(pay.getByText(new RegExp(`${slot}.*at your home`))).toBeVisible();
  await expect(pay.getByText(/Cancel 24 hours or more before your slot for a full refund/)).toBeVisible();
  await expectNoAxeViolations(page, 'Pay Now');
  await pay.getByRole('button', { name: 'Pay ₹10,000' }).click();

  await payAtGateway(page, { card: CARD });
  await expect(page).toHaveURL(/\/schedule-screen-pay\?/);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  const booked = page.getByRole('dialog', { name: 'Test Drive Booked!' });
  await untilOpened(booked);
  await expect(booked.getByText(new RegExp(slot))).toBeVisible();
  await expect(booked.getByText(/14 Carter Road/)).toBeVisible();
  await expectNoAxeViolations(page, 'Test Drive Booked!');
  await booked.getByRole('button', { name: 'Done' }).click();

  const rating = page.getByRole('dialog', { name: 'Rate your purchase experience' });
  await untilOpened(rating);
  await rating.getByRole('button', { name: 'Submit rating' }).click();
  await expect(rating.getByText('Please choose from 1 to 5 stars', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the rating dialog');
  await rating.getByRole('radio', { name: '4 stars' }).check();
  await rating.getByLabel('Your review (optional)').fill('Punctual and the car was spotless.');
  await rating.getByRole('button', { name: 'Submit rating' }).click();
  await expect(rating).toBeHidden();

  // A reload resumes from the server's state (verify with the order id alone): still paid, no second rating.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Test Drive Booked!' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Test Drive Booked!' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog', { name: 'Rate your purchase experience' })).toBeHidden();
  // The paid slot is no longer offered for this car.
  await page.goto(`/test-drive?car_id=${car!.id}`);
  await page
    .getByRole('group', { name: 'Select Date' })
    .getByRole('radio', { name: /^Tomorrow/ })
    .check();
  await expect(page.getByRole('group', { name: 'Select Time' }).locator(`input[value="${slot}"]`)).toBeDisabled();
});

test('a showroom slot: a failed payment (failure@razorpay) keeps the details, then Try again pays', async ({
  browser,
  request,
  baseURL,
}) => {
  const [, car] = await listedCars(request, 2);
  const page = await openAsBuyer(browser, baseURL!, await newBuyerToken(request), 375);
  await page.goto(`/schedule-screen?car_id=${car!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule your test drive' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /showroom$/ })).toBeVisible();
  await expectNoAxeViolations(page, '/schedule-screen at 375px');
  const slot = await chooseTomorrowSlot(page);
  await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await untilOpened(pay);
  await expect(pay.getByText(/in the showroom/)).toBeVisible();
  await pay.getByRole('button', { name: 'Pay ₹10,000' }).click();

  await payAtGateway(page, { upi: 'failure@razorpay' });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByText(/^Payment failed: /)).toBeVisible();
  await expectNoAxeViolations(page, 'the failed payment');
  await page.getByRole('button', { name: 'Try again' }).click();
  await untilOpened(pay);
  await expect(pay.getByText(new RegExp(slot))).toBeVisible();
  await pay.getByRole('button', { name: 'Pay ₹10,000' }).click();
  await payAtGateway(page, { upi: 'success@razorpay' });
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await untilOpened(page.getByRole('dialog', { name: 'Test Drive Booked!' }));
});

test('a direct booking: the 2% token paid, the car reserved for 3 days', async ({ browser, request, baseURL }) => {
  const [, , car] = await listedCars(request, 3);
  const token = Math.round(car!.listing_price * 0.02);
  const page = await openAsBuyer(browser, baseURL!, await newBuyerToken(request));
  await page.goto(`/car-details/${car!.id}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const steps = page.getByRole('dialog', { name: 'Take Further steps' });
  await untilOpened(steps);
  await steps.getByRole('button', { name: /Book this car/ }).click();
  const terms = page.getByRole('dialog', { name: 'Acknowledgement' });
  await untilOpened(terms);
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/book-testdrive\?car_id=\d+&flow=direct$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your car' })).toBeVisible();
  await page.getByRole('link', { name: 'Showroom visit' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await untilOpened(pay);
  const amount = `₹${new Intl.NumberFormat('en-IN').format(token)}`;
  await expect(pay.getByText(amount, { exact: true })).toBeVisible();
  await expect(pay.getByText(/token is refunded in full/)).toBeVisible();
  await pay.getByRole('button', { name: `Pay ${amount}` }).click();
  await payAtGateway(page, { card: CARD });
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  const reserved = page.getByRole('dialog', { name: 'Car Reserved!' });
  await untilOpened(reserved);
  await expect(reserved.getByText(/^Reserved until /)).toBeVisible();
  await expect(reserved.getByText(/held for you alone for 3 days/)).toBeVisible();
  await expectNoAxeViolations(page, 'Car Reserved!');

  // A second buyer sees the car reserved: both actions disabled, with the reason and until when.
  const other = await openAsBuyer(browser, baseURL!, await newBuyerToken(request), 375);
  await other.goto(`/car-details/${car!.id}`);
  await expect(other.getByText(/^Reserved until /).first()).toBeVisible();
  await expect(other.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await expect(other.getByRole('button', { name: 'Make an Offer' })).toBeDisabled();
  await expect(other.getByText(/^Reserved by another buyer until .*: it cannot be booked or offered on until then/)).toBeVisible();
  await expectNoAxeViolations(other, "another buyer's view of a reserved car");

  // The holder sees the countdown and cancels, with the refund rule confirmed in a dialog.
  await page.goto(`/car-details/${car!.id}`);
  await expect(page.getByText(/^You have reserved this car until /)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^2 days 23 hours \d+ minutes? left$/);
  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your reservation?' });
  await untilOpened(cancel);
  await expect(cancel.getByText(`Your token of ${amount} is refunded in full in 7 to 10 working days.`)).toBeVisible();
  await expectNoAxeViolations(page, 'the cancel dialog');
  await cancel.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByText('Reservation cancelled. Your token will be refunded in 7 to 10 working days.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeEnabled();
});

test('a bad or unknown car in the address gets a clear message', async ({ page }) => {
  await page.goto('/book-testdrive');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a car first' })).toBeVisible();
  await page.goto('/test-drive?car_id=999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Car not found' })).toBeVisible();
  await page.goto('/book-testdrive?car_id=1&flow=lease');
  await expect(page.getByRole('heading', { level: 1, name: 'This booking link is not valid' })).toBeVisible();
});

test("the post-offer booking: My offers' Book Now at the agreed price, after the dealer accepts", async ({ browser, request, baseURL }) => {
  const [, , , car] = await listedCars(request, 4);
  const token = await newBuyerToken(request);
  const bid = Math.round((car!.listing_price * 0.9) / 1000) * 1000;
  const offer = await request.post(offerPaths.makeOffer, {
    data: { car_id: car!.id, bid_amount: bid },
    headers: { 'x-access-token': token },
  });
  expect(offer.ok(), await offer.text()).toBe(true);
  const dealerToken = await signInDealer(request, await dealerIdOf(request, car!.id));
  const dealerOffer = await dealerOfferOn(request, dealerToken, car!.id);
  expect((await dealerAnswer(request, dealerToken, dealerOffer.offer_id, 'accepted')).status).toBe(8);

  const page = await openAsBuyer(browser, baseURL!, token);
  await page.goto(`/car-details/${car!.id}?book=offer`);
  const terms = page.getByRole('dialog', { name: 'Acknowledgement' });
  await untilOpened(terms);
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/flow=post_offer$/);
  await page.getByRole('link', { name: 'Home delivery' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Street address is required for home delivery', { exact: true })).toBeVisible();
  await page.getByLabel('Street address').fill('14 Carter Road');
  await page.getByLabel('Locality').fill('Bandra West');
  await page.getByLabel('City').fill('Mumbai');
  await page.getByLabel('State/Province').fill('Maharashtra');
  await page.getByLabel('Zip code').fill('400050');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await untilOpened(pay);
  const amount = rupees(Math.round(bid * 0.02));
  await expect(pay.getByText(amount, { exact: true })).toBeVisible();
  await pay.getByRole('button', { name: `Pay ${amount}` }).click();
  await payAtGateway(page, { card: CARD });
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await untilOpened(page.getByRole('dialog', { name: 'Car Reserved!' }));
});

test('a booking by keyboard alone, from Book Now to the reservation', async ({ browser, request, baseURL }) => {
  const [, , , , car] = await listedCars(request, 5);
  const page = await openAsBuyer(browser, baseURL!, await newBuyerToken(request));
  await page.goto(`/car-details/${car!.id}`);
  await page.getByRole('button', { name: 'Book Now' }).focus();
  await page.keyboard.press('Enter');
  const steps = page.getByRole('dialog', { name: 'Take Further steps' });
  await untilOpened(steps);
  await tabTo(page, steps.getByRole('button', { name: /Book this car/ }));
  await page.keyboard.press('Enter');
  const terms = page.getByRole('dialog', { name: 'Acknowledgement' });
  await untilOpened(terms);
  await tabTo(page, terms.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await tabTo(page, terms.getByRole('button', { name: 'Ok' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/flow=direct$/);
  await tabTo(page, page.getByRole('link', { name: 'Showroom visit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Showroom visit' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
  await page.keyboard.press('Enter');
  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await untilOpened(pay);
  await tabTo(page, pay.getByRole('button', { name: /^Pay ₹/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('UPI id'));
  await page.keyboard.type('success@razorpay');
  await tabTo(page, page.getByRole('button', { name: /by UPI/ }));
  await page.keyboard.press('Enter');
  const reserved = page.getByRole('dialog', { name: 'Car Reserved!' });
  await untilOpened(reserved);
  await tabTo(page, reserved.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  const rating = page.getByRole('dialog', { name: 'Rate your purchase experience' });
  await untilOpened(rating);
  await tabTo(page, rating.getByRole('button', { name: 'Not now' }));
  await page.keyboard.press('Enter');
  await expect(rating).toBeHidden();
});
