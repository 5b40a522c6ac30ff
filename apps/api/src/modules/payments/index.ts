// Payments through the provider: orders, verification, webhooks and refunds (D22, D32).
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
