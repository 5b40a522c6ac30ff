// The comparison page's address carries the selection (`/comparison?ids=4,8,15`), so it can be
// reloaded and shared; the wishlist page writes it and the comparison page reads it.
export function comparisonPath(carIds: number[]): string {
  return `/comparison?ids=${carIds.join(',')}`;
}

/** The distinct car ids of the address, in order; anything that is not a car id is dropped. */
export function parseComparisonIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id >= 1);
  return [...new Set(ids)];
}
