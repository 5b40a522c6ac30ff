// Paid test drives at home or in the showroom (D14, D24, D33).
export { testDriveRoutes } from './routes';
export { confirmTestDrive, testDriveJobs } from './service';
export { hasPaidTestDrive, selectCarForSale, selectLatestTestDriveId } from './queries';
