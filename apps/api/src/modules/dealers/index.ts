// Dealer accounts: sign-in at the dealer's paths (D30), and the operator's command.
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
