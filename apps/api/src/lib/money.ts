// Money is whole rupees, written with Indian digit grouping (₹38,50,000); the payment provider and the
// money ledger count paise.
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function inr(amount: number): string {
  return `₹${grouping.format(amount)}`;
}

/** Rupees as the provider counts them: the one place rupees become paise. */
export function toPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees)) throw new Error(`not a whole number of rupees: ${rupees}`);
  return rupees * 100;
}
