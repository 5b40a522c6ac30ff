// Paid test drives at home or in the showroom (docs/product/test-drives-and-bookings.md).
export { testDriveRoutes } from './routes';
export {
  cancelDrivesOfCarTakenOff,
  confirmTestDrive,
  holdCarOnSale,
  refundDriveFeesOnPurchase,
  requireHomeInDealerCity,
  tellDriveBooked,
  testDriveJobs,
} from './service';
export { bookTestDrive, hasPaidTestDrive, insertTestDrive, lockCarOnSale, selectCarForSale, selectLatestTestDriveId } from './queries';
export { driveMoves } from './states';
