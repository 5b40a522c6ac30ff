// Payments through the provider: orders, verification, webhooks and refunds (docs/money.md).
export {
  handleWebhook,
  openOrder,
  paymentJobs,
  RECONCILE_AFTER_MS,
  reconcileOrders,
  requestRefund,
  verifyPayment,
  type Confirm,
  type PaymentOrder,
  type Purpose,
} from './service';
export { insertPaymentOrder, markOrderPaid, selectOrderOfSubject, selectRefundsOfOrders } from './queries';
export { orderMoves, refundMoves } from './states';
