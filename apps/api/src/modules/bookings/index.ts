// Car bookings: the token payment and the 3-day reservation (D23, D33), and the provider's webhook.
export { bookingRoutes } from './routes';
export { bookingJobs, confirmBooking, tellCarReserved } from './service';
export { cancelBooking, insertBooking, reserveBooking, selectBooking, selectLatestBookingId } from './queries';
export { bookingMoves } from './states';
