// The test drive and booking flow in the browser against the real server and
// the built-in test gateway's checkout page: Book Now, Take Further steps, the Acknowledgement, the
// home and showroom pages with India's dates and free slots, Pay Now, the checkout, the return page's
// verification, Test Drive Booked! and the rating; a failed payment and its retry; a direct booking
// of the car; every message of the flow; axe on its pages and dialogs.
import type { Locator, Page } from '@playwright/test';
import { cataloguePaths, offerPaths } from '@luxe/contract/constants';
import {
  acceptTerms,
  availableCars,
  bookNow,
  CARD,
  chooseTomorrowSlot,
  expectCarReserved,
  fillHomeAddress,
  pinIn,
  openAsBuyer,
  payAtGateway,
  payForTestDrive,
  rupees,
  slotPattern,
} from './booking-steps';
import { dealerAnswer, dealerOfferOn, signInDealer } from './dealer';
import { dealerIdOf, expect, expectNoAxeViolations, newBuyerToken, test, untilOpened } from './support';

// Whole journeys with a payment each, axe at every step, on a shared 2-core machine.
test.describe.configure({ timeout: 300_000 });

/** Presses Tab until `target` has the focus (keyboard only), at most 80 times. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('a home test drive: Book Now, the terms, the address and slot messages, Pay Now, the checkout, Test Drive Booked!, the rating', async ({
  browser,
  request,
  baseURL,
}) => {
  const [car] = await availableCars(request, 1);
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
  // Another city's PIN code: cars go to homes in the dealer's city only.
  await page.getByLabel('Zip code').fill(pinIn(car!.location === 'Kochi' ? 'Delhi' : 'Kochi'));
  await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
  await expect(
    page.getByText(`We bring cars to homes in ${car!.location} only. Choose a showroom visit, or an address in ${car!.location}.`),
  ).toBeVisible();
  await expect(page.getByText(/^Test drive fee: ₹10,000, refunded in full when you buy this car within 15 days/)).toBeVisible();
  await page.getByLabel('Zip code').fill(pinIn(car!.location));
  await page.getByRole('button', { name: 'Schedule Test Drive' }).click();

  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await untilOpened(pay);
  await expect(pay.getByText('₹10,000', { exact: true })).toBeVisible();
  await expect(pay.getByText(new RegExp(`${slotPattern(slot)}.*at your home`))).toBeVisible();
  await expect(pay.getByText(/Cancel 24 hours or more before your slot for a full refund/)).toBeVisible();
  await expectNoAxeViolations(page, 'Pay Now');
  await pay.getByRole('button', { name: 'Pay ₹10,000' }).click();

  await payAtGateway(page, { card: CARD });
  await expect(page).toHaveURL(/\/schedule-screen-pay\?/);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  const booked = page.getByRole('dialog', { name: 'Test Drive Booked!' });
  await untilOpened(booked);
  await expect(booked.getByText(new RegExp(slotPattern(slot)))).toBeVisible();
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
  const [, car] = await availableCars(request, 2);
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
  await expect(pay.getByText(new RegExp(slotPattern(slot)))).toBeVisible();
  await pay.getByRole('button', { name: 'Pay ₹10,000' }).click();
  await payAtGateway(page, { upi: 'success@razorpay' });
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await untilOpened(page.getByRole('dialog', { name: 'Test Drive Booked!' }));
});

test('Back from the return page shows the checkout paid, with the way back and no Pay button', async ({ browser, request, baseURL }) => {
  const car = (await availableCars(request, 1)).at(-1)!;
  const page = await openAsBuyer(browser, baseURL!, await newBuyerToken(request), 375);
  await page.goto(`/schedule-screen?car_id=${car.id}`);
  await chooseTomorrowSlot(page);
  await payForTestDrive(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/test-gateway\/checkout\/order_/);
  await expect(page.getByRole('status')).toHaveText(
    /^This order is paid: ₹10,000\.00 on \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m \(India time\)\.$/,
  );
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  // The way back leads to the booked test drive again, as the server tells it.
  await page.getByRole('link', { name: 'Back to Luxe Wheels' }).click();
  await expect(page).toHaveURL(/\/schedule-screen-pay\?/);
  await untilOpened(page.getByRole('dialog', { name: 'Test Drive Booked!' }));
});

test('a direct booking: the 2% token paid, the car reserved for 3 days', async ({ browser, request, baseURL }) => {
  const [, , car] = await availableCars(request, 3);
  const token = Math.round(car!.listing_price * 0.02);
  const page = await openAsBuyer(browser, baseURL!, await newBuyerToken(request));
  await page.goto(`/car-details/${car!.id}`);
  await bookNow(page, 'Book this car');
  await expect(page).toHaveURL(/\/book-testdrive\?car_id=\d+&flow=direct$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your car' })).toBeVisible();
  await page.getByRole('link', { name: 'Showroom visit' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await untilOpened(pay);
  const amount = rupees(token);
  await expect(pay.getByText(amount, { exact: true }).first()).toBeVisible();
  await expect(pay.getByText(/token is refunded in full/)).toBeVisible();
  await pay.getByRole('button', { name: `Pay ${amount}` }).click();
  await payAtGateway(page, { card: CARD });
  await expectCarReserved(page);
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

test('a buyer negotiating with the dealer: told the drive is free before confirming, booked at once without paying', async ({
  browser,
  request,
  baseURL,
}) => {
  const [, , , , , , car] = await availableCars(request, 7);
  const token = await newBuyerToken(request);
  const page = await openAsBuyer(browser, baseURL!, token, 375);

  // Before any offer: the fee and its refund rule, and slot chips that say Available, never Free.
  await page.goto(`/schedule-screen?car_id=${car!.id}`);
  await expect(
    page.getByText('Test drive fee: ₹10,000, refunded in full when you buy this car within 15 days of your drive.'),
  ).toBeVisible();
  const hours = page.getByRole('group', { name: 'Select Time' });
  await page
    .getByRole('group', { name: 'Select Date' })
    .getByRole('radio', { name: /^Tomorrow/ })
    .check();
  await expect(hours.getByText('Available').first()).toBeVisible();
  await expect(hours.getByText('Free', { exact: true })).toHaveCount(0);

  const offer = await request.post(offerPaths.makeOffer, {
    data: { car_id: car!.id, bid_amount: Math.round((car!.listing_price * 0.9) / 1000) * 1000 },
    headers: { 'x-access-token': token },
  });
  expect(offer.ok(), await offer.text()).toBe(true);
  await page.reload();
  await expect(page.getByText('Free: you are negotiating with this dealer. The drive is booked as soon as you confirm.')).toBeVisible();
  await expect(page.getByText(/^Test drive fee:/)).toHaveCount(0);
  await chooseTomorrowSlot(page);
  await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
  const booked = page.getByRole('dialog', { name: 'Test Drive Booked!' });
  await untilOpened(booked);
  await expect(page.getByRole('dialog', { name: 'Pay Now' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the free drive booked');
  await booked.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=test-drives$/);
  await expect(page.getByText(car!.car_name).first()).toBeVisible();
});

test("the post-offer booking: My offers' Book Now at the agreed price, after the dealer accepts", async ({ browser, request, baseURL }) => {
  const [, , , car] = await availableCars(request, 4);
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
  await acceptTerms(page);
  await expect(page).toHaveURL(/flow=post_offer$/);
  // The booking page is about the agreed price: it, the token now and the balance at the dealer.
  const tokenPaid = Math.round(bid * 0.02);
  const amount = rupees(tokenPaid);
  const breakdown = (scope: Locator) =>
    Promise.all([
      expect(scope.getByRole('term').filter({ hasText: 'Agreed price' })).toBeVisible(),
      expect(
        scope
          .getByRole('definition')
          .filter({ hasText: rupees(bid) })
          .first(),
      ).toBeVisible(),
      expect(scope.getByRole('definition').filter({ hasText: amount })).toBeVisible(),
      expect(scope.getByRole('term').filter({ hasText: 'Balance at the dealer' })).toBeVisible(),
      expect(scope.getByRole('definition').filter({ hasText: rupees(bid - tokenPaid) })).toBeVisible(),
    ]);
  await breakdown(page.getByRole('main'));
  await expect(page.getByText('Pick a day and hour')).toHaveCount(0);
  await page.getByRole('link', { name: 'Home delivery' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Street address is required for home delivery', { exact: true })).toBeVisible();
  await fillHomeAddress(page, car!.location);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await untilOpened(pay);
  await breakdown(pay);
  await pay.getByRole('button', { name: `Pay ${amount}` }).click();
  await payAtGateway(page, { card: CARD });
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await untilOpened(page.getByRole('dialog', { name: 'Car Reserved!' }));

  // The holder's box on the car page: the booking's own price (the agreed one), not the listing price.
  await page.goto(`/car-details/${car!.id}`);
  const holder = page.getByRole('alert').filter({ hasText: /^You have reserved this car until / });
  await expect(holder.getByText(`At the price you agreed: ${rupees(bid)}, with a token of ${amount} paid.`)).toBeVisible();
  await expect(holder).not.toContainText(rupees(car!.listing_price));

  // Cancelled, the agreement stands again while its 3 days last, and the car can be booked at that price.
  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your reservation?' });
  await untilOpened(cancel);
  await cancel.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByText('Reservation cancelled. Your token will be refunded in 7 to 10 working days.')).toBeVisible();
  await expect(page.getByText(new RegExp(`^The dealer accepted your offer of ${rupees(bid)}\\. The price holds until `))).toBeVisible();
  await expect(page.getByText('Booking Started')).toHaveCount(0);
  await page.goto(`/car-details/${car!.id}?book=offer`);
  await acceptTerms(page);
  await expect(page).toHaveURL(/flow=post_offer$/);
  await breakdown(page.getByRole('main'));
});

test('a booking by keyboard alone, from Book Now to the reservation', async ({ browser, request, baseURL }) => {
  const [, , , , car] = await availableCars(request, 5);
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

  // 'Not now' loses nothing: the paid booking in the profile, and the dealer's page, offer 'Rate DEALER'
  // until the buyer rates; then both show the stars they gave.
  const details = (await (await request.get(`${cataloguePaths.carDetails}?car_id=${car!.id}`)).json()).data.carDetails;
  const [dealer, dealerPage] = [details.vendor_name as string, `/car-dealer?id=${details.vendor_id as number}`];
  await page.goto(dealerPage);
  await expect(page.getByRole('button', { name: `Rate ${dealer}` })).toBeVisible();
  await page.goto('/profile?tab=bookings');
  const card = page.getByRole('article').filter({ hasText: car!.car_name });
  await card.getByRole('button', { name: `Rate ${dealer}` }).click();
  const later = page.getByRole('dialog', { name: 'Rate your purchase experience' });
  await untilOpened(later);
  await later.getByRole('radio', { name: '4 stars' }).check();
  await later.getByRole('button', { name: 'Submit rating' }).click();
  await expect(later).toBeHidden();
  await expect(card.getByRole('img', { name: `You rated ${dealer} 4 out of 5` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Rate ${dealer}` })).toHaveCount(0);
  await page.goto(dealerPage);
  await expect(page.getByRole('img', { name: `You rated ${dealer} 4 out of 5` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Rate ${dealer}` })).toHaveCount(0);
});

// The server lets a buyer book "after the test drive" once the drive is paid (hasPaidTestDrive: booked or
// done); a drive is marked done only by the dealer once its slot has begun, which no slot a buyer can
// book has yet, so the booking here follows a paid drive still ahead.
test('a home test drive paid and its dealer rated, then Book Now books the car after it at the listing price, not rated again', async ({
  browser,
  request,
  baseURL,
}) => {
  const [, , , , , car] = await availableCars(request, 6);
  const page = await openAsBuyer(browser, baseURL!, await newBuyerToken(request));
  await page.goto(`/test-drive?car_id=${car!.id}`);
  await fillHomeAddress(page, car!.location);
  await chooseTomorrowSlot(page);
  const booked = await payForTestDrive(page);
  await booked.getByRole('button', { name: 'Done' }).click();
  const rating = page.getByRole('dialog', { name: 'Rate your purchase experience' });
  await untilOpened(rating);
  await rating.getByRole('radio', { name: '5 stars' }).check();
  await rating.getByLabel('Your review (optional)').fill('Drove it at home, booked it the same day.');
  await rating.getByRole('button', { name: 'Submit rating' }).click();
  await expect(rating).toBeHidden();
  await page.getByRole('link', { name: 'Back to the car' }).click();

  const token = Math.round(car!.listing_price * 0.02);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const steps = page.getByRole('dialog', { name: 'Take Further steps' });
  await untilOpened(steps);
  const bookCar = steps.getByRole('button', { name: /Book this car/ });
  await expect(bookCar).toContainText(`After your test drive: pay a token of 2% (${rupees(token)})`);
  await bookCar.click();
  await acceptTerms(page);
  await expect(page).toHaveURL(new RegExp(`/book-testdrive\\?car_id=${car!.id}&flow=post_test_drive$`));
  await page.getByRole('link', { name: 'Home delivery' }).click();
  await fillHomeAddress(page, car!.location);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await untilOpened(pay);
  await expect(pay.getByText(rupees(token), { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'Pay Now for the booking after a test drive');
  await pay.getByRole('button', { name: `Pay ${rupees(token)}` }).click();
  await payAtGateway(page, { upi: 'success@razorpay' });
  const reserved = await expectCarReserved(page);
  await reserved.getByRole('button', { name: 'Done' }).click();
  // The dealer is rated already, so the second payment to them offers no rating.
  await expect(reserved).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/profile?tab=bookings');
  await expect(page.getByRole('article').filter({ hasText: car!.car_name }).getByText('After a test drive')).toBeVisible();
});
