// The indicative loan figures of the car page's EMI calculator (docs/product/catalogue.md): the
// standard reducing-balance formula, EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate.
// Nothing is stored or sent: a buyer's lender decides the real figures.

export const DOWN_PAYMENT_SHARE = 0.2;
export const TENURE_MONTHS = { min: 12, max: 84, default: 60 } as const;
export const INTEREST_PERCENT = { min: 7, max: 20, default: 9.5 } as const;

/** The monthly instalment, to the rupee, of `principal` over `months` at `annualPercent` a year. */
export function monthlyInstalment(principal: number, annualPercent: number, months: number): number {
  if (principal <= 0) return 0;
  const r = annualPercent / 12 / 100;
  if (r === 0) return Math.round(principal / months);
  const growth = (1 + r) ** months;
  return Math.round((principal * r * growth) / (growth - 1));
}

export interface LoanFigures {
  principal: number;
  emi: number;
  /** What the instalments pay beyond the principal. */
  totalInterest: number;
}

export function loanFigures(price: number, downPayment: number, annualPercent: number, months: number): LoanFigures {
  const principal = Math.max(0, price - downPayment);
  const emi = monthlyInstalment(principal, annualPercent, months);
  return { principal, emi, totalInterest: Math.max(0, emi * months - principal) };
}

/** The default down payment: a fifth of the price, in whole thousands. */
export const defaultDownPayment = (price: number) => Math.round((price * DOWN_PAYMENT_SHARE) / 1000) * 1000;

/** The figures with every default: what the card's "EMI from" and the calculator's first screen show. */
export const defaultLoan = (price: number) =>
  loanFigures(price, defaultDownPayment(price), INTEREST_PERCENT.default, TENURE_MONTHS.default);
