// When a test drive is free, and when its paid fee comes back: apart from the constants, so only the booking pages load it.

/** A buyer's paid test-drive fees for a car are refunded when they buy it within 15 days of their last drive of it. */
export const TEST_DRIVE_FEE_REFUND_DAYS = 15;
/**
 * Why a test drive costs nothing: the buyer holds a live reservation of the car (any number of drives), or
 * negotiates with its dealer and has not driven this car yet (a repeat drive pays the fee).
 */
export const DRIVE_FEE_WAIVERS = ['reserved', 'negotiating'] as const;
export type DriveFeeWaiver = (typeof DRIVE_FEE_WAIVERS)[number];
export const driveFeeWaiverTexts: Readonly<Record<DriveFeeWaiver, string>> = {
  reserved: 'Free: you have reserved this car',
  negotiating: 'Free: you are negotiating with this dealer',
};
