// A buyer makes an offer from the car page (a guest signs in first and
// comes back to the dialog), follows the dealer's counter in the bell and the timeline, counters back,
// and sees the dealer accept; the counter-offer and result dialogs; the forms' messages; axe
// and the keyboard. The dealer's side goes through the dealer API (e2e/dealer.ts).
import type { Browser, Locator, Page } from '@playwright/test';
import { accountPaths, offerPaths } from '@luxe/contract/constants';
import { dealerAnswer, dealerCounter, dealerOfferOn, signInDealer } from './dealer';
import {
  dealerIdOf,
  expect,
  expectNoAxeViolations,
  listedCars,
  loginDialog,
  newBuyerToken,
  randomPhone,
  signInInDialog,
  signedInState,
  test,
  untilOpened,
  waitForAppOnLoad,
} from './support';

// Journeys of a whole negotiation, two parties and several reloads.
test.describe.configure({ timeout: 120_000 });

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
const thousands = (amount: number) => Math.round(amount / 1000) * 1000;

async function openAsBuyer(browser: Browser, baseURL: string, token: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, storageState: signedInState(token, baseURL) });
  return waitForAppOnLoad(await context.newPage());
}

/** Sends the amount in `field` and expects `message` under it. */
async function expectRefused(dialog: Locator, field: Locator, text: string, message: string) {
  await field.fill(text);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

test('a guest makes an offer after signing in; the dealer counters, the buyer counters back from the bell, the dealer accepts', async ({
  page,
  request,
}) => {
  const [car] = await listedCars(request, 1);
  const listing = car!.listing_price;
  const phone = randomPhone();
  const signUp = await request.post(accountPaths.signUp, { data: { full_name: 'Asha Verma', email: `asha.${phone}@example.com`, phone } });
  expect(signUp.ok()).toBe(true);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/car-details/${car!.id}`);
  await page.getByRole('button', { name: 'Make an Offer' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await signInInDialog(page, phone);

  // Back to the offer dialog, signed in.
  const dialog = page.getByRole('dialog', { name: 'Make an offer' });
  await untilOpened(dialog);
  const suggestions = dialog.getByRole('radio');
  await expect(suggestions).toHaveCount(4);
  await expect(dialog.getByText(rupees(listing), { exact: true })).toBeVisible();
  await expect(dialog.getByText(rupees(thousands(listing * 0.95)), { exact: true })).toBeVisible();

  // The form's messages, then the bid range (docs/product/offers.md), before anything is sent.
  const field = dialog.getByRole('textbox', { name: 'Your offer (₹)' });
  await expectRefused(dialog, field, '', 'Offer price is required.');
  await expectRefused(dialog, field, 'twenty lakh', 'Please enter a valid number for the offer price.');
  await expectRefused(dialog, field, '0', 'Please enter a valid offer amount.');
  await expectRefused(dialog, field, String(listing + 1000), `Your offer should not be more than the listing price of ${rupees(listing)}.`);
  await expectRefused(
    dialog,
    field,
    String(thousands(listing * 0.3)),
    `Your offer should be at least ${rupees(Math.ceil(listing / 2))}, half the listing price.`,
  );

  // A suggestion fills the field.
  await suggestions.nth(1).check({ force: true });
  await expect(field).toHaveValue(new Intl.NumberFormat('en-IN').format(thousands(listing * 0.95)));

  const first = thousands(listing * 0.8);
  await field.fill(String(first));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your offer has been sent to the dealer.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const standing = page.getByRole('region', { name: 'Your offer' });
  await expect(standing.getByText('Offer created')).toBeVisible();
  await expect(standing.getByText(`Your offer of ${rupees(first)} is with the dealer.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make an Offer' })).toBeHidden();

  // The dealer counters.
  const dealer = await signInDealer(request, await dealerIdOf(request, car!.id));
  const offer = await dealerOfferOn(request, dealer, car!.id);
  const counter = thousands(listing * 0.95);
  await dealerCounter(request, dealer, offer.offer_id, counter);

  await page.reload();
  await expect(
    standing.getByText(
      new RegExp(
        `^The dealer countered at ${rupees(counter)}\\. You have 2 offers left\\. Answer by \\d+ \\w{3}, \\d+(:\\d\\d)? [AP]M\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(standing.getByText('Vendor Counter offer')).toBeVisible();

  // The bell: the counter unread, then read once opened; it leads to the negotiation's timeline.
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await untilOpened(panel);
  const item = panel.getByRole('button', { name: /Unread: The dealer countered/ });
  await expect(item).toContainText(`The dealer countered at ${rupees(counter)}`);
  await item.click();
  await expect(page).toHaveURL(`/profile?tab=offers&offer=${offer.offer_id}`);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const timeline = page.getByRole('dialog', { name: 'Negotiation' });
  await untilOpened(timeline);
  await expect(timeline.getByRole('listitem')).toHaveCount(2);

  // Counter back: the bid rules' messages first.
  await timeline.getByRole('button', { name: 'Make an Offer' }).click();
  const counterDialog = page.getByRole('dialog', { name: 'Make a counter offer' });
  await untilOpened(counterDialog);
  await expect(counterDialog.getByText('Offers left')).toBeVisible();
  const counterField = counterDialog.getByRole('textbox', { name: 'Your counter offer (₹)' });
  await expect(counterField).toBeFocused();
  await expectRefused(counterDialog, counterField, '0', 'Please enter a valid offer amount.');
  await expectRefused(counterDialog, counterField, String(first), 'Your counter offer should be more than your last offer.');
  await expectRefused(
    counterDialog,
    counterField,
    String(counter),
    "Your counter offer should be less than the dealer's counter. Accept it instead.",
  );
  const second = thousands((first + counter) / 2);
  await counterField.fill(String(second));
  await counterDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your counter offer has been sent to the dealer.' })).toBeVisible();
  await expect(counterDialog).toBeHidden();
  await expect(timeline.getByText(`Your counter offer of ${rupees(second)} is with the dealer.`)).toBeVisible();

  // The dealer accepts: the timeline shows all three bids and the agreed price.
  await dealerAnswer(request, dealer, offer.offer_id, 'accepted');
  await page.reload();
  await untilOpened(timeline);
  const bids = timeline.getByRole('list', { name: 'Bids, oldest first' }).getByRole('listitem');
  await expect(bids).toHaveCount(4);
  await expect(bids.nth(0)).toContainText(`You offered`);
  await expect(bids.nth(0)).toContainText(rupees(first));
  await expect(bids.nth(1)).toContainText('countered');
  await expect(bids.nth(1)).toContainText(rupees(counter));
  await expect(bids.nth(2)).toContainText(rupees(second));
  await expect(bids.nth(3)).toContainText(`Agreed price${rupees(second)}`);
  await expect(timeline.getByText(`The dealer accepted your offer of ${rupees(second)}.`, { exact: false })).toBeVisible();
  await expect(timeline.getByText('Offer Accepted by dealer')).toBeVisible();
  await expect(timeline.getByRole('link', { name: `Book Now at ${rupees(second)}` })).toHaveAttribute(
    'href',
    `/car-details/${car!.id}?book=offer`,
  );
});

/** Presses Tab until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${most} presses of Tab never reached ${String(target)}`);
}

test('My offers: the dealer’s counter answered in the counter-offer dialog, accepted on one car and declined on another', async ({
  browser,
  request,
  baseURL,
}) => {
  const cars = (await listedCars(request, 3)).slice(1);
  const token = await newBuyerToken(request);
  const counters: number[] = [];
  for (const car of cars) {
    const bid = await request.post(offerPaths.makeOffer, {
      data: { car_id: car.id, bid_amount: thousands(car.listing_price * 0.8) },
      headers: { 'x-access-token': token },
    });
    expect(bid.ok(), await bid.text()).toBe(true);
    const dealer = await signInDealer(request, await dealerIdOf(request, car.id));
    const offer = await dealerOfferOn(request, dealer, car.id);
    counters.push(thousands(car.listing_price * 0.9));
    await dealerCounter(request, dealer, offer.offer_id, counters.at(-1)!);
  }

  const page = await openAsBuyer(browser, baseURL!, token, 375);
  await page.goto('/profile?tab=offers');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Vendor Counter offer' })).toHaveCount(2);
  await expectNoAxeViolations(page, 'My offers');

  // The first car's card, whichever order the list has: the latest moved first.
  const accepted = cards.filter({ hasText: cars[0]!.car_name });
  await accepted.getByRole('button', { name: 'Accept or decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Counter offer' });
  await untilOpened(dialog);
  await expect(dialog.getByText('Offers left')).toBeVisible();
  await expect(dialog.getByRole('definition').nth(2)).toHaveText('2');
  await expect(dialog.getByRole('definition').nth(0)).toHaveText(rupees(counters[0]!));
  await expectNoAxeViolations(page, 'counter-offer dialog, view mode');

  // Counter mode and back.
  await dialog.getByRole('button', { name: 'Make Counter Offer' }).click();
  const counterMode = page.getByRole('dialog', { name: 'Make a counter offer' });
  await expect(counterMode.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectNoAxeViolations(page, 'counter-offer dialog, counter mode');
  await counterMode.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('button', { name: 'Decline Offer' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Accept Offer' }).click();
  const acceptedResult = page.getByRole('dialog', { name: 'Offer Accepted' });
  await untilOpened(acceptedResult);
  await expect(acceptedResult.getByText('Congratulations.. Your offer has been accepted...', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'result dialog');
  await expect(acceptedResult.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/car-details/${cars[0]!.id}?book=offer`);
  await acceptedResult.getByRole('button', { name: 'Close' }).first().click();
  await expect(acceptedResult).toBeHidden();
  await expect(accepted.getByText('Offer Accepted by user')).toBeVisible();
  await expect(accepted.getByRole('link', { name: `Book Now at ${rupees(counters[0]!)}` })).toBeVisible();
  await expect(accepted.getByRole('button', { name: 'Make an Offer' })).toBeHidden();

  const declined = cards.filter({ hasText: cars[1]!.car_name });
  await declined.getByRole('button', { name: 'Accept or decline' }).click();
  await untilOpened(dialog);
  await dialog.getByRole('button', { name: 'Decline Offer' }).click();
  const declinedResult = page.getByRole('dialog', { name: 'Offer Declined' });
  await untilOpened(declinedResult);
  await expect(declinedResult.getByText('Unfortunately, your offer could not be accepted...', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(declined.getByText('User Rejected offer')).toBeVisible();
  await expect(declined.getByRole('button', { name: /Make an Offer|Accept or decline/ })).toHaveCount(0);
  await expect(declined.getByRole('link', { name: /Book Now/ })).toHaveCount(0);
  await page.context().close();
});

test('a signed-in buyer makes an offer by keyboard alone; the offer dialog has no axe violations', async ({
  browser,
  request,
  baseURL,
}) => {
  // An available car: the booking spec reserves some of the first few, and a reserved car's button is disabled.
  const car = (await listedCars(request, 12)).filter((c) => c.status === 'available')[3];
  const page = await openAsBuyer(browser, baseURL!, await newBuyerToken(request));
  await page.goto(`/car-details/${car!.id}`);
  await tabTo(page, page.getByRole('button', { name: 'Make an Offer' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Make an offer' });
  await untilOpened(dialog);
  await expectNoAxeViolations(page, 'Make an offer dialog');

  const suggestions = dialog.getByRole('radio');
  await tabTo(page, suggestions.first(), 5);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(suggestions.nth(1)).toBeChecked();
  const amount = thousands(car!.listing_price * 0.95);
  const field = dialog.getByRole('textbox', { name: 'Your offer (₹)' });
  await expect(field).toHaveValue(new Intl.NumberFormat('en-IN').format(amount));
  await tabTo(page, field, 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Your offer has been sent to the dealer.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Your offer' }).getByText(`Your offer of ${rupees(amount)} is with the dealer.`),
  ).toBeVisible();
  await page.context().close();
});
