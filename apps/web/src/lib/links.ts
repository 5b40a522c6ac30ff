// Where the buyer's pages send a dealer.
/** The Vendor's Hub, the dealers' panel: part of this app, loaded only when opened. */
export const VENDOR_HUB_PATH = '/vendor';
