// The compare selection of the wishlist page: at most 3 cars, at least 2
// to proceed. Pure rules here; the page holds the state, so it is cleared whenever the page opens.
export const COMPARE_MAX = 3;
export const COMPARE_MIN = 2;
export const TOO_MANY = 'You can compare maximum 3 cars at a time';
export const TOO_FEW = 'Please select at least 2 cars to compare';

export type ToggleResult = { selection: number[]; error: null } | { selection: number[]; error: typeof TOO_MANY };

export function toggleCompare(selection: number[], carId: number): ToggleResult {
  if (selection.includes(carId)) return { selection: selection.filter((id) => id !== carId), error: null };
  if (selection.length >= COMPARE_MAX) return { selection, error: TOO_MANY };
  return { selection: [...selection, carId], error: null };
}
