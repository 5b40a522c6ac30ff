// The whole buyer journey, at 375 px and at 1440 px: a person signs in, makes an offer, follows the
// dealer's counter in the bell and the timeline, accepts it, pays the token at the agreed price in the
// test gateway's checkout, sees the car reserved for 3 days, books a home test drive of another car and
// rates the dealer, with no console error and no uncaught error on the way. The dealer's side goes
// through the dealer API (e2e/dealer.ts). Screenshots of each step go to SHOTS_DIR when it is set.
import { accountPaths } from '@luxe/contract/constants';
import {
  availableCars,
  CARD,
  chooseTomorrowSlot,
  expectCarReserved,
  fillHomeAddress,
  payAtGateway,
  rupees,
  slotPattern,
} from './booking-steps';
import { dealerCounter, dealerOfferOn, expectNoSidewaysScroll, signInDealer } from './dealer';
import { dealerIdOf, expect, loginDialog, randomPhone, signInInDialog, test, untilOpened } from './support';

const SHOTS = process.env.SHOTS_DIR;
const thousands = (amount: number) => Math.round(amount / 1000) * 1000;

test.describe.configure({ timeout: 240_000 });

for (const width of [375, 1440]) {
  test(`the whole journey at ${width} px: offer, counter, accept, token paid, car reserved, a home test drive, the rating`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    let step = 0;
    const shoot = async (name: string) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-${width}-${String(++step).padStart(2, '0')}-${name}.png` });
    };

    // Two cars nobody holds, one to negotiate and reserve, one to test-drive (the other specs use the first few).
    const cars = await availableCars(request, 12);
    const [car, driveCar] = [cars[width === 375 ? 8 : 10]!, cars[width === 375 ? 9 : 11]!];
    const phone = randomPhone();
    const signUp = await request.post(accountPaths.signUp, {
      data: { full_name: 'Asha Verma', email: `asha.${phone}@example.com`, phone },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);

    // Sign in from Make an Offer, and come back to the offer dialog.
    await page.goto(`/car-details/${car.id}`);
    await page.getByRole('button', { name: 'Make an Offer' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await shoot('sign-in');
    await signInInDialog(page, phone);
    const offerDialog = page.getByRole('dialog', { name: 'Make an offer' });
    await untilOpened(offerDialog);
    const bid = thousands(car.listing_price * 0.85);
    await offerDialog.getByRole('textbox', { name: 'Your offer (₹)' }).fill(String(bid));
    await shoot('offer');
    await offerDialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your offer has been sent to the dealer.' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your offer' }).getByText(`Your offer of ${rupees(bid)} is with the dealer.`),
    ).toBeVisible();
    await shoot('offer-sent');

    // The dealer counters; the bell says so and leads to the negotiation's timeline.
    const dealer = await signInDealer(request, await dealerIdOf(request, car.id));
    const offer = await dealerOfferOn(request, dealer, car.id);
    const counter = thousands(car.listing_price * 0.93);
    await dealerCounter(request, dealer, offer.offer_id, counter);
    await page.reload();
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await untilOpened(panel);
    await shoot('bell');
    await panel.getByRole('button', { name: /Unread: The dealer countered/ }).click();
    await expect(page).toHaveURL(`/profile?tab=offers&offer=${offer.offer_id}`);
    const timeline = page.getByRole('dialog', { name: 'Negotiation' });
    await untilOpened(timeline);
    const bids = timeline.getByRole('list', { name: 'Bids, oldest first' }).getByRole('listitem');
    await expect(bids).toHaveCount(2);
    await expect(bids.nth(1)).toContainText(rupees(counter));
    await shoot('timeline');
    await page.keyboard.press('Escape');
    await expect(timeline).toBeHidden();

    // Accept the counter from My offers, then book at the agreed price.
    const card = page.getByRole('article').filter({ hasText: car.car_name });
    await card.getByRole('button', { name: 'Accept or decline' }).click();
    const answer = page.getByRole('dialog', { name: 'Counter offer' });
    await untilOpened(answer);
    await shoot('counter-offer');
    await answer.getByRole('button', { name: 'Accept Offer' }).click();
    const accepted = page.getByRole('dialog', { name: 'Offer Accepted' });
    await untilOpened(accepted);
    await expect(accepted.getByText('Congratulations.. Your offer has been accepted...', { exact: true })).toBeVisible();
    await shoot('accepted');
    await accepted.getByRole('link', { name: 'Book Now' }).click();
    const terms = page.getByRole('dialog', { name: 'Acknowledgement' });
    await untilOpened(terms);
    await terms.getByRole('checkbox').check();
    await shoot('terms');
    await terms.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(new RegExp(`/book-testdrive\\?car_id=${car.id}&flow=post_offer$`));
    // The page opens at its top with its heading focused (it was seen opening about 250 px down at 375 px).
    const bookYourCar = page.getByRole('heading', { level: 1, name: 'Book your car' });
    await expect(bookYourCar).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await shoot('book-your-car');
    await page.getByRole('link', { name: 'Showroom visit' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay Now' });
    await untilOpened(pay);
    const token = rupees(Math.round(counter * 0.02));
    await expect(pay.getByText(token, { exact: true }).first()).toBeVisible();
    await shoot('pay-token');
    await pay.getByRole('button', { name: `Pay ${token}` }).click();
    await expect(page.getByRole('heading', { name: /Luxe Wheels/ })).toBeVisible();
    await shoot('checkout');
    await payAtGateway(page, { card: CARD });
    const reserved = await expectCarReserved(page);
    await shoot('car-reserved');
    await reserved.getByRole('button', { name: 'Done' }).click();
    const rating = page.getByRole('dialog', { name: 'Rate your purchase experience' });
    await untilOpened(rating);
    await rating.getByRole('button', { name: 'Not now' }).click();
    await page.getByRole('link', { name: 'Back to the car' }).click();
    await expect(page.getByText(/^You have reserved this car until /)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^2 days 23 hours \d+ minutes? left$/);
    await shoot('reserved-car-page');

    // A home test drive of another car, paid, then the rating of its dealer.
    await page.goto(`/car-details/${driveCar.id}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    const steps = page.getByRole('dialog', { name: 'Take Further steps' });
    await untilOpened(steps);
    await shoot('further-steps');
    await steps.getByRole('button', { name: /Book a test drive/ }).click();
    await untilOpened(terms);
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(new RegExp(`/book-testdrive\\?car_id=${driveCar.id}$`));
    await page.getByRole('link', { name: 'Home delivery' }).click();
    await fillHomeAddress(page, driveCar.location);
    const slot = await chooseTomorrowSlot(page);
    await shoot('test-drive-form');
    await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
    await untilOpened(pay);
    await expect(pay.getByText(new RegExp(`${slotPattern(slot)}.*at your home`))).toBeVisible();
    await pay.getByRole('button', { name: 'Pay ₹10,000' }).click();
    await payAtGateway(page, { upi: 'success@razorpay' });
    const booked = page.getByRole('dialog', { name: 'Test Drive Booked!' });
    await untilOpened(booked);
    await expect(booked.getByText(new RegExp(slotPattern(slot)))).toBeVisible();
    await shoot('test-drive-booked');
    await booked.getByRole('button', { name: 'Done' }).click();
    await untilOpened(rating);
    await rating.getByRole('radio', { name: '5 stars' }).check();
    await rating.getByLabel('Your review (optional)').fill('Quick answers on the price and a punctual test drive.');
    await shoot('rating');
    await rating.getByRole('button', { name: 'Submit rating' }).click();
    await expect(rating).toBeHidden();
    await shoot('done');

    await expectNoSidewaysScroll(page, 'the last page of the journey');
    expect(errors, 'console errors and uncaught errors').toEqual([]);
  });
}
