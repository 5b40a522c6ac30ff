// Offers and negotiation, both sides (docs/product/offers.md): one state machine, one conditional write per move.
export { offerRoutes } from './routes';
export {
  agreedOfferOnCar,
  closeDealersDueOffers,
  dealerReplyHours,
  negotiatesWithDealer,
  recordBookingEnded,
  recordTokenPaid,
} from './service';
