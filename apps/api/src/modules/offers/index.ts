// Offers and negotiation, both sides (D30, D31): one state machine, one conditional write per move.
export { offerRoutes } from './routes';
export {
  agreedOfferOnCar,
  closeDealersDueOffers,
  dealerReplyHours,
  negotiatesWithDealer,
  recordBookingEnded,
  recordTokenPaid,
} from './service';
