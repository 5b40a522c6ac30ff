// Car bookings: the token payment and the 3-day reservation, and the provider's webhook
// (docs/product/test-drives-and-bookings.md).
export { bookingRoutes } from './routes';
export { bookingJobs, confirmBooking, tellCarReserved } from './service';
export { cancelBooking, insertBooking, reserveBooking, selectBooking, selectLatestBookingId } from './queries';
export { bookingMoves } from './states';
