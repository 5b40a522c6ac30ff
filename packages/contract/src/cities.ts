// Where cars go to homes: the dealer's own city. Apart from the constants, so only the booking pages load it.

/**
 * The first three digits of the PIN codes of each city the catalogue's dealers trade in (its metropolitan
 * area): cars are brought to homes in the dealer's own city only.
 */
export const CITY_PIN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  Delhi: ['110'],
  Mumbai: ['400', '401'],
  Gurugram: ['122'],
  Bangalore: ['560', '562'],
  Lucknow: ['226', '227'],
  Hyderabad: ['500', '501'],
  Chennai: ['600', '603'],
  Pune: ['411', '412'],
  Kolkata: ['700', '711'],
  Ahmedabad: ['380', '382'],
  Chandigarh: ['160'],
  Jaipur: ['302', '303'],
  Kochi: ['682', '683'],
};

/** Whether a PIN code is in the dealer's city; a city missing from the table goes by the dealer's own PIN code's prefix. */
export function pinInDealerCity(zipCode: string, city: string, dealerPincode: string): boolean {
  const prefixes = CITY_PIN_PREFIXES[city] ?? [dealerPincode.slice(0, 3)];
  return prefixes.some((prefix) => zipCode.startsWith(prefix));
}

export const homeOutsideCityMessage = (city: string) =>
  `We bring cars to homes in ${city} only. Choose a showroom visit, or an address in ${city}.`;
