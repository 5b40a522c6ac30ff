// Links into the car list: /cars with one filter (or a search term) as a query parameter, named as
// the car list call names them, so the list page can pass them straight on.
export interface CarsLinkFilter {
  search?: string;
  car_brand?: string;
  car_type?: string;
  location?: string;
  kilometers?: number;
}

export function carsPath(filter: CarsLinkFilter = {}): string {
  const parts = Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return parts.length ? `/cars?${parts.join('&')}` : '/cars';
}

/** The search text is trimmed, and an empty search goes nowhere (null). */
export function searchPath(text: string): string | null {
  const term = text.trim();
  return term ? carsPath({ search: term }) : null;
}

export function carDetailsPath(id: number): string {
  return `/car-details/${id}`;
}
