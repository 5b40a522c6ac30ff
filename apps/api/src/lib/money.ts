// Money is whole rupees (D10), written with Indian digit grouping: ₹38,50,000.
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function inr(amount: number): string {
  return `₹${grouping.format(amount)}`;
}
