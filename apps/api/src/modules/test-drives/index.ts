// Paid test drives at home or in the showroom (D14, D24, D33).
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
