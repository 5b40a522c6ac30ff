// The operators' console's calls: apart from the constants, so that a buyer's pages, which load those, carry
// none of the console's paths.

/** The operators' console: sign-in in the dealers' shape, and the calls only an operator's token opens. */
export const opsPaths = {
  sendOtp: '/api/ops/login/v1/send-otp',
  verifyOtp: '/api/ops/login/v1/verify-otp',
  confirmTotp: '/api/ops/login/v1/confirm-totp',
  logout: '/api/ops/logout/v1/logout',
  me: '/api/ops/account/v1/read/me',
  /** GET, paged (x-limit, x-offset): the audit log, newest first. */
  auditEvents: '/api/ops/audit/v1/read/events',
  /** GET ?status=open|closed, paged: buyers' reports of listings, oldest open first. */
  reports: '/api/ops/reports/v1/read/reports',
  /** PATCH {report_id, outcome: no_action, reason}: a report closed without taking the car down. */
  closeReport: '/api/ops/reports/v1/update/close',
  /** PATCH {car_id, reason}: a car off sale for good, its dealer told why, its open reports closed. */
  takeDown: '/api/ops/cars/v1/update/take-down',
  /** GET: what waits for an operator today (counts, and the first few of each). */
  today: '/api/ops/today/v1/read/summary',
  /** GET ?status=submitted|approved|rejected, paged: dealerships' applications, oldest waiting first. */
  applications: '/api/ops/dealers/v1/read/applications',
  /** GET ?application_id=: an application's trade certificate, shown inline. */
  applicationDocument: '/api/ops/dealers/v1/read/application-document',
  /** PATCH {application_id, decision: approved|rejected, reason}: approval creates the dealer account. */
  decideApplication: '/api/ops/dealers/v1/update/application',
  /** GET ?q=&status=, paged: dealers by name, phone, city or id. */
  dealers: '/api/ops/dealers/v1/read/dealers',
  /** GET ?vendor_id=: one dealer with its cars, offers, bookings, ratings, reply time and sign-ins. */
  dealer: '/api/ops/dealers/v1/read/dealer',
  /** PATCH {vendor_id, status: active|suspended, reason}. */
  dealerStatus: '/api/ops/dealers/v1/update/status',
  /** GET ?q=&status=, paged: any car, taken down or not, by name, registration, dealer or id. */
  cars: '/api/ops/cars/v1/read/cars',
  /** GET ?car_id=: a car with its prices, status changes and reports. */
  car: '/api/ops/cars/v1/read/car',
  /** GET ?status=&purpose=&date=&q=, paged: payment orders, newest first. */
  orders: '/api/ops/payments/v1/read/orders',
  /** GET ?order_id=: one order's whole story: its subject, payment, refunds and events. */
  order: '/api/ops/payments/v1/read/order',
  /** GET ?status=, paged: refunds, newest first. */
  refunds: '/api/ops/payments/v1/read/refunds',
  /** POST: asks the provider about every order still waiting for its payment after a minute, and settles the paid ones. */
  reconcile: '/api/ops/payments/v1/update/reconcile',
  /** GET ?date=YYYY-MM-DD: a day's money by provider (captured, refunded) and its anomalies. */
  reconciliation: '/api/ops/payments/v1/read/reconciliation',
} as const;

/** A signed-in buyer reports a listing: POST {car_id, reason, details}. Here too: only its dialog, loaded at the tap, needs it. */
export const reportPaths = { createListingReport: '/api/auth/report/v1/create/listing-report' } as const;
