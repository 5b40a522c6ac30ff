// Car bookings: the token payment and the 3-day reservation (D23, D33).
export { selectLatestBookingId } from './queries';
