// The car page's EMI calculator: the server's page already shows the instalment for the defaults (a
// fifth down, 60 months at 9.5%), which the formula worked out here independently confirms; its code
// loads only when the reader reaches for it, and then a slider, a typed tenure and a bad rate each do
// what a buyer expects. At a phone's width and a desktop's, axe-clean.
import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, listedCars, test, waitForAppOnLoad } from './support';

/** The reducing-balance instalment, to the rupee. */
function instalment(principal: number, annualPercent: number, months: number): number {
  const r = annualPercent / 1200;
  const growth = (1 + r) ** months;
  return Math.round((principal * r * growth) / (growth - 1));
}

const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;
const amount = (calculator: Locator) => calculator.getByTestId('emi-amount');

for (const width of [375, 1440]) {
  test(`the EMI calculator at ${width} px shows the defaults' instalment and follows the buyer's changes`, async ({ page, request }) => {
    const [car] = await listedCars(request, 1);
    const price = car!.listing_price;
    const down = Math.round((price * 0.2) / 1000) * 1000;
    await page.setViewportSize({ width, height: 900 });
    waitForAppOnLoad(page);
    const code = [] as string[];
    page.on('request', (r) => /emi-calculator-[\w-]+\.js$/.test(r.url()) && code.push(r.url()));
    await page.goto(`/car-details/${car!.id}`);

    const calculator = page.getByRole('region', { name: 'EMI calculator' });
    await expect(amount(calculator)).toHaveText(`${rupees(instalment(price - down, 9.5, 60))} a month`);
    await expect(calculator.getByText('Indicative')).toBeVisible();
    expect(code, 'the calculator’s code waits until it is used').toEqual([]);

    // A longer tenure, typed: the instalment falls at once.
    const tenure = calculator.getByRole('textbox', { name: 'Tenure (months)' });
    await tenure.fill('84');
    await expect(amount(calculator)).toHaveText(`${rupees(instalment(price - down, 9.5, 84))} a month`);
    expect(code).toHaveLength(1);

    // A rate out of range is explained, and the figures stay as they were.
    const rate = calculator.getByRole('textbox', { name: 'Interest rate (% a year)' });
    await rate.fill('25');
    await expect(rate).toHaveAccessibleDescription('Enter a rate from 7% to 20% a year.');
    await expect(amount(calculator)).toHaveText(`${rupees(instalment(price - down, 9.5, 84))} a month`);
    await rate.fill('12.5');
    await expect(rate).toHaveAttribute('aria-invalid', 'false');
    await expect(amount(calculator)).toHaveText(`${rupees(instalment(price - down, 12.5, 84))} a month`);

    // The down payment's slider, by keyboard: each step is ₹1,000.
    const step = 1_000;
    const slider = calculator.getByRole('slider', { name: 'Down payment (20% of the price) slider' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(amount(calculator)).toHaveText(`${rupees(instalment(price - down - step, 12.5, 84))} a month`);
    await expect(calculator.getByRole('textbox', { name: /^Down payment/ })).toHaveValue(rupees(down + step));

    await expectNoAxeViolations(page, 'the EMI calculator', 'section[aria-labelledby]:has([data-testid="emi-amount"])');
  });
}
