// Dealer accounts: sign-in at the dealer's paths, and the operator's command (docs/product/dealers-and-operators.md).
export { dealerAccountRoutes } from './routes';
export { createDealerAccount, type DealerAccountInput } from './service';
export {
  insertDealer,
  selectDealer,
  selectDealerByPhone,
  selectDealerOfCar,
  selectDealersWithCarCounts,
  updateDealer,
  type Dealer,
  type NewDealer,
} from './queries';
