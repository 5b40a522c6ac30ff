// Payments through the provider: orders, verification, webhooks and refunds (D22, D32).
export {
  handleWebhook,
  openOrder,
  paymentJobs,
  requestRefund,
  verifyPayment,
  type Confirm,
  type PaymentOrder,
  type Purpose,
} from './service';
export { insertPaymentOrder, markOrderPaid, selectOrderOfSubject, selectRefundsOfOrders } from './queries';
