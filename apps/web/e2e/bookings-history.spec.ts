// The buyer's bookings, test drives and purchased history, against the real
// server and database: a booking and a test drive made through the API and paid on the test gateway's
// checkout, seen in both profile tabs; the test drive cancelled with its refund; the order's detail with
// its timeline and the receipt; 'Reserved until' on the car's card and in its page's answer; the empty
// states; axe on every view, and screenshots at 375 and 1440 px.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { bookingPaths, cataloguePaths } from '@luxe/contract/constants';
import { expect, expectNoAxeViolations, listedCars, newBuyerToken, signedInState, test, untilOpened, waitForAppOnLoad } from './support';

const SHOTS = process.env.SHOTS_DIR;

async function openAsBuyer(browser: Browser, baseURL: string, token: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, storageState: signedInState(token, baseURL) });
  return waitForAppOnLoad(await context.newPage());
}

async function api(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, { data, headers: { 'x-access-token': token } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()).data as { rzp_order_id: string; booking_id: number | null; test_drive_id: number | null };
}

/** Pays an order on the test gateway's checkout page (its form, as the browser posts it), then verifies it. */
async function pay(request: APIRequestContext, token: string, orderId: string, verifyPath: string) {
  const paid = await request.post(`/test-gateway/checkout/${orderId}`, {
    form: { method: 'card', card_number: '4100 2800 0000 1007', card_expiry: '12/30', card_cvv: '123', callback_url: '/done' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await api(request, token, verifyPath, { order_id: orderId });
}

/** India's date `days` from today. */
function indiaDay(days: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

test('a buyer with nothing yet sees the empty states', async ({ browser, baseURL, request }) => {
  const token = await newBuyerToken(request);
  for (const width of [375, 1440]) {
    const page = await openAsBuyer(browser, baseURL!, token, width);
    await page.goto('/profile?tab=bookings');
    await expect(page.getByRole('heading', { name: 'No Booking found' })).toBeVisible();
    await expectNoAxeViolations(page, 'My Bookings, empty');
    await page.goto('/profile?tab=test-drives');
    await expect(page.getByRole('heading', { name: 'No Test Drives Yet' })).toBeVisible();
    await page.goto('/car-purchased-history');
    await expect(page.getByRole('heading', { name: 'Nothing purchased yet' })).toBeVisible();
    await expectNoAxeViolations(page, 'purchased history, empty');
    await shoot(page, 'history-empty');
    await page.context().close();
  }
});

test('a paid booking and a paid test drive: both tabs, the test drive cancelled with its refund, the history, its detail and receipt', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // two payments, six axe checks and seven screenshots, at two widths
  const token = await newBuyerToken(request);
  const [car, driveCar] = (await listedCars(request, 20)).filter((c) => c.status === 'available').slice(-2);
  const booking = await api(request, token, bookingPaths.directCreateOrder, { car_id: car!.id, preferred_location: 'showroom' });
  await pay(request, token, booking.rzp_order_id, bookingPaths.directVerifyPayment);
  const drive = await api(request, token, bookingPaths.testDriveCreateOrder, {
    car_id: driveCar!.id,
    booking_type: 'test_drive',
    preferred_location: 'showroom',
    drive_date: indiaDay(3),
    drive_time: '2PM-3PM',
  });
  await pay(request, token, drive.rzp_order_id, bookingPaths.testDriveVerifyPayment);

  // The car page's answer and the list's card carry the reservation's end.
  const details = (await (await request.get(`${cataloguePaths.carDetails}?car_id=${car!.id}`)).json()).data.carDetails;
  expect(details.status).toBe('reserved');
  expect(new Date(details.reserved_until).getTime()).toBeGreaterThan(Date.now() + 71 * 3600_000);
  const mine = (
    await (await request.get(`${cataloguePaths.carDetails}?car_id=${car!.id}`, { headers: { 'x-access-token': token } })).json()
  ).data.carDetails;
  expect(mine.my_booking).toMatchObject({ booking_id: booking.booking_id, refund_if_cancelled: Math.round(car!.listing_price * 0.02) });

  const page = await openAsBuyer(browser, baseURL!, token);
  await page.goto(`/cars?search=${encodeURIComponent(car!.car_name)}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'View Details' }) })
    .filter({ hasText: /Reserved until \d+ \w{3}, \d/ });
  await expect(card.first()).toBeVisible();

  await page.goto('/profile?tab=bookings');
  const bookingCard = page.getByRole('article', { name: car!.car_name });
  await expect(bookingCard).toContainText('Reserved');
  await expect(bookingCard).toContainText(/Reserved for you until \d+ \w{3}, \d/);
  await expect(bookingCard).toContainText('Direct booking');
  await expectNoAxeViolations(page, 'My Bookings');
  await shoot(page, 'profile-bookings');

  await page.goto('/profile?tab=test-drives');
  const driveCard = page.getByRole('article', { name: driveCar!.car_name });
  await expect(driveCard).toContainText('Booked');
  // The slot as people read it: 'Sat, 28 Nov, 2 PM-3 PM'.
  await expect(driveCard).toContainText(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}, 2 PM-3 PM/);
  await driveCard.getByRole('button', { name: /Cancel the test drive/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this test drive?' });
  await untilOpened(confirm);
  await expect(confirm).toContainText('Your fee of ₹10,000 is refunded in full in 7 to 10 working days.');
  await expectNoAxeViolations(page, 'cancel a test drive');
  await confirm.getByRole('button', { name: 'Cancel test drive' }).click();
  await expect(driveCard).toContainText('Cancelled');
  await expect(driveCard).toContainText(/Your fee of ₹10,000 (is on its way|has been refunded)/);
  await shoot(page, 'profile-test-drives');

  await page.goto('/car-purchased-history');
  const entry = page.getByRole('article', { name: car!.car_name });
  await expect(entry).toBeVisible();
  await expect(page.getByRole('article', { name: driveCar!.car_name })).toContainText('Offer date');
  await expectNoAxeViolations(page, 'purchased history');
  await shoot(page, 'history');
  await entry.getByRole('button', { name: /view the order/ }).click();
  const panel = page.getByRole('dialog', { name: 'Order details' });
  await expect(panel).toContainText(`LW-B${String(booking.booking_id).padStart(6, '0')}`);
  await expect(panel.getByRole('listitem')).toHaveText([/Token paid/, /Car reserved \(now\)/]);
  await expect(panel).toContainText(booking.rzp_order_id);
  await expectNoAxeViolations(page, 'order details');
  await shoot(page, 'order-details');
  await panel.getByRole('link', { name: 'Download Invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Payment receipt', level: 2 })).toBeVisible();
  await expect(page.locator('#receipt')).toContainText(`₹${new Intl.NumberFormat('en-IN').format(Math.round(car!.listing_price * 0.02))}`);
  await expect(page.locator('#receipt')).toContainText(booking.rzp_order_id);
  await expectNoAxeViolations(page, 'receipt');
  await shoot(page, 'receipt');

  // At 375 px: the same pages, and Download Invoice hidden below 700 px.
  const phone = await openAsBuyer(browser, baseURL!, token, 375);
  await phone.goto('/profile?tab=bookings');
  await expect(phone.getByRole('article', { name: car!.car_name })).toBeVisible();
  await shoot(phone, 'profile-bookings');
  await phone.goto(`/car-purchased-history?order=b-${booking.booking_id}`);
  await expect(phone.getByRole('dialog', { name: 'Order details' })).toContainText('Payment details');
  await expect(phone.getByRole('link', { name: 'Download Invoice' })).toBeHidden();
  await shoot(phone, 'order-details');
  await phone.goto(`/car-purchased-history?receipt=b-${booking.booking_id}`);
  await expect(phone.locator('#receipt')).toContainText('Amount paid');
  await shoot(phone, 'receipt');
});
