import { describe, expect, it } from 'vitest';
import { defaultDownPayment, defaultLoan, loanFigures, monthlyInstalment } from './emi';

describe('the EMI formula', () => {
  it('matches a worked example: ₹10,00,000 at 12% a year over 12 months', () => {
    // r = 0.01, (1.01)^12 = 1.126825..., EMI = 10,00,000 × 0.01 × 1.126825 / 0.126825 = 88,848.79
    expect(monthlyInstalment(1_000_000, 12, 12)).toBe(88_849);
  });

  it('gives the calculator’s defaults for a ₹40 lakh car: 20% down, 60 months at 9.5%', () => {
    // P = 32,00,000, r = 0.095 / 12 = 0.0079167; (1 + r)^60 = 1.605009; EMI = 67,205.96 -> 67,206
    expect(defaultDownPayment(4_000_000)).toBe(800_000);
    expect(defaultLoan(4_000_000)).toEqual({ principal: 3_200_000, emi: 67_206, totalInterest: 832_360 });
  });

  it('owes nothing when the down payment covers the price', () => {
    expect(loanFigures(2_500_000, 2_500_000, 9.5, 60)).toEqual({ principal: 0, emi: 0, totalInterest: 0 });
  });

  it('pays more interest over a longer tenure and at a higher rate', () => {
    const base = loanFigures(5_000_000, 1_000_000, 9.5, 36);
    expect(loanFigures(5_000_000, 1_000_000, 9.5, 84).totalInterest).toBeGreaterThan(base.totalInterest);
    expect(loanFigures(5_000_000, 1_000_000, 14, 36).emi).toBeGreaterThan(base.emi);
  });
});
