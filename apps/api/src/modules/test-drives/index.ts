// Paid test drives at home or in the showroom (D24, D33).
export { selectLatestTestDriveId } from './queries';
