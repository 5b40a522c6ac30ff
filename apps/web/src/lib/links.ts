// Addresses outside this app.
/** The dealers' panel (spec 01 section 1) is a separate product; its address is set at build time. */
export const VENDOR_HUB_URL: string = import.meta.env.VITE_VENDOR_HUB_URL ?? 'https://vendors.luxewheels.in';
