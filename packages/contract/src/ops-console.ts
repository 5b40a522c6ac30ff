// What the operators' console reads: today's queue, dealers (and suspending one), any car's history, and
// the money: orders, payments and refunds. Paths in constants.ts (opsPaths).
import { z } from 'zod/mini';
import { okResponse } from './envelope';
import { documented, idField, idText } from './fields';
import { PaginationSchema } from './car-list';
import { OpsApplicationSchema } from './dealer-application';
import { note, OpsReportSchema } from './ops';

const reasonText = note('reason', 500, 5);

const search = z.optional(
  z.string({ error: 'q must be given once' }).check(
    z.trim(),
    z.maxLength(100, 'q must be at most 100 characters'),
    z.refine((s) => !s.includes('\0'), 'q must not contain the NUL character'),
  ),
);

// ---- Dealers ----

export const DEALER_STATUSES = ['active', 'suspended'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];

export const OpsDealersQuerySchema = z.object({
  q: search,
  status: z.optional(z.enum(DEALER_STATUSES, { error: "status must be 'active' or 'suspended'" })),
});
export const OpsDealerRowSchema = z.object({
  vendor_id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  city: z.string(),
  status: z.enum(DEALER_STATUSES),
  member_since: z.string(),
  /** Cars on sale (available or reserved) and all its cars. */
  cars_on_sale: z.number(),
  cars_total: z.number(),
  rating: z.nullable(z.number()),
  ratings_count: z.number(),
});
export type OpsDealerRow = z.infer<typeof OpsDealerRowSchema>;
export const OpsDealersResponseSchema = okResponse(z.object({ dealers: z.array(OpsDealerRowSchema), pagination: PaginationSchema }));

export const OpsDealerQuerySchema = z.object({ vendor_id: idText('vendor_id', 'a dealer id') });
export const OpsDealerResponseSchema = okResponse(
  z.object({
    dealer: z.extend(OpsDealerRowSchema, {
      address: z.string(),
      state: z.string(),
      pincode: z.string(),
      license_no: z.string(),
      suspended_at: z.nullable(z.string()),
      suspension_reason: z.nullable(z.string()),
      /** Median hours from a buyer's bid to the dealer's first answer, over the last 90 days; null with no answers. */
      reply_hours: z.nullable(z.number()),
    }),
    cars: z.array(
      z.object({
        car_id: z.number(),
        name: z.string(),
        price: z.number(),
        status: z.string(),
        taken_down: z.boolean(),
        created_at: z.string(),
      }),
    ),
    offers: z.array(
      z.object({
        offer_id: z.number(),
        car_id: z.number(),
        car_name: z.string(),
        buyer_name: z.string(),
        status: z.number(),
        updated_at: z.string(),
      }),
    ),
    bookings: z.array(
      z.object({
        booking_id: z.number(),
        car_id: z.number(),
        car_name: z.string(),
        buyer_name: z.string(),
        status: z.string(),
        created_at: z.string(),
      }),
    ),
    ratings: z.array(z.object({ stars: z.number(), review: z.nullable(z.string()), buyer_name: z.string(), created_at: z.string() })),
    /** The dealer's last sign-ins: when, and until when the session lasted. */
    sign_ins: z.array(z.object({ at: z.string(), expires_at: z.string(), revoked_at: z.nullable(z.string()) })),
    /** The application it joined by, when it joined through /sell. */
    application: z.nullable(OpsApplicationSchema),
  }),
);
export type OpsDealerPage = z.infer<typeof OpsDealerResponseSchema>['data'];

export const DealerStatusBodySchema = z.strictObject({
  vendor_id: idField('vendor_id', 'a dealer id'),
  status: z.enum(DEALER_STATUSES, { error: "status must be 'active' or 'suspended'" }),
  reason: reasonText,
});
export const DealerStatusResponseSchema = okResponse(
  z.object({
    vendor_id: z.number(),
    status: z.enum(DEALER_STATUSES),
    /** What a suspension did; all zero for a restore. */
    closed_offers: z.number(),
    cancelled_bookings: z.number(),
    cancelled_test_drives: z.number(),
    refunds_started: z.number(),
    signed_out_sessions: z.number(),
    /** Cars taken off sale (a suspension) or put back as they were (a restore). */
    cars_changed: z.number(),
  }),
);

// ---- Listings ----

export const OpsCarsQuerySchema = z.object({
  q: search,
  status: z.optional(
    z.enum(['available', 'reserved', 'sold', 'withdrawn', 'taken_down'], {
      error: 'status must be one of available, reserved, sold, withdrawn, taken_down',
    }),
  ),
});
export const OpsCarRowSchema = z.object({
  car_id: z.number(),
  name: z.string(),
  registration: z.nullable(z.string()),
  price: z.number(),
  status: z.string(),
  taken_down: z.boolean(),
  vendor: z.object({ vendor_id: z.number(), name: z.string(), status: z.enum(DEALER_STATUSES) }),
  open_reports: z.number(),
  created_at: z.string(),
});
export type OpsCarRow = z.infer<typeof OpsCarRowSchema>;
export const OpsCarsResponseSchema = okResponse(z.object({ cars: z.array(OpsCarRowSchema), pagination: PaginationSchema }));

export const OpsCarQuerySchema = z.object({ car_id: idText('car_id', 'a car id') });
export const OpsCarResponseSchema = okResponse(
  z.object({
    car: z.extend(OpsCarRowSchema, { taken_down_at: z.nullable(z.string()), taken_down_reason: z.nullable(z.string()) }),
    /** Every price it has had, oldest first. */
    prices: z.array(z.object({ price: z.number(), at: z.string() })),
    /** What happened to it, oldest first: listed, reserved, reservation ended, sold, withdrawn, relisted, taken down. */
    events: z.array(z.object({ at: z.string(), what: z.string(), detail: z.nullable(z.string()) })),
    reports: z.array(OpsReportSchema),
  }),
);
export type OpsCarPage = z.infer<typeof OpsCarResponseSchema>['data'];

// ---- Money ----

export const ORDER_STATUSES = ['created', 'paid', 'failed'] as const;
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
/** A calendar day as YYYY-MM-DD: 2026-02-31 is refused, not read as 3 March. */
const isRealDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const day = documented(
  z
    .string({ error: (i) => (i.input === undefined ? 'date is required' : 'date must be given once') })
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a day as YYYY-MM-DD'),
      z.refine(isRealDay, 'date must be a real day as YYYY-MM-DD'),
    ),
  { type: 'string', format: 'date' },
);
const dateText = z.optional(day);

export const OpsOrdersQuerySchema = z.object({
  status: z.optional(z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` })),
  purpose: z.optional(z.enum(['booking', 'test_drive'], { error: "purpose must be 'booking' or 'test_drive'" })),
  /** Orders created that day, India's time. */
  date: dateText,
  /** An order id, a provider's order or payment id, or a buyer's phone. */
  q: search,
});
export const OpsOrderRowSchema = z.object({
  order_id: z.number(),
  provider: z.string(),
  provider_order_id: z.string(),
  provider_payment_id: z.nullable(z.string()),
  purpose: z.enum(['booking', 'test_drive']),
  /** The booking's or the test drive's id. */
  subject_id: z.number(),
  buyer: z.object({ id: z.number(), name: z.string(), phone: z.string() }),
  car: z.object({ id: z.number(), name: z.string() }),
  amount: z.number(),
  status: z.enum(ORDER_STATUSES),
  refunded: z.number(),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
});
export type OpsOrderRow = z.infer<typeof OpsOrderRowSchema>;
export const OpsOrdersResponseSchema = okResponse(z.object({ orders: z.array(OpsOrderRowSchema), pagination: PaginationSchema }));

export const OpsRefundRowSchema = z.object({
  refund_id: z.number(),
  order_id: z.number(),
  provider_refund_id: z.nullable(z.string()),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OpsRefundRow = z.infer<typeof OpsRefundRowSchema>;
export const OpsRefundsQuerySchema = z.object({
  status: z.optional(z.enum(REFUND_STATUSES, { error: `status must be one of ${REFUND_STATUSES.join(', ')}` })),
});
export const OpsRefundsResponseSchema = okResponse(z.object({ refunds: z.array(OpsRefundRowSchema), pagination: PaginationSchema }));

export const OpsOrderQuerySchema = z.object({ order_id: idText('order_id', 'an order id') });
export const OpsOrderResponseSchema = okResponse(
  z.object({
    order: z.extend(OpsOrderRowSchema, {
      failure_reason: z.nullable(z.string()),
      dealer: z.object({ vendor_id: z.number(), name: z.string() }),
    }),
    /** The booking or test drive it paid for. */
    subject: z.object({ kind: z.enum(['booking', 'test_drive']), id: z.number(), status: z.string(), detail: z.string() }),
    refunds: z.array(OpsRefundRowSchema),
    /** Its story, oldest first: created, paid or failed, refunds started and settled, the subject's own moves. */
    events: z.array(z.object({ at: z.string(), what: z.string(), detail: z.nullable(z.string()) })),
  }),
);
export type OpsOrderPage = z.infer<typeof OpsOrderResponseSchema>['data'];

export const ReconcileResponseSchema = okResponse(
  z.object({
    /** Orders asked about at the provider. */
    checked: z.number(),
    /** Paid there, and settled here as their webhook would have. */
    settled: z.number(),
    /** Captured for another amount: kept, refunded, listed. */
    anomalies: z.number(),
    /** Not paid at the provider (yet). */
    unpaid: z.number(),
    /** The provider did not answer about them; the next run asks again. */
    unreachable: z.number(),
  }),
);

export const PaymentAnomalySchema = z.object({
  anomaly_id: z.number(),
  order_id: z.number(),
  provider: z.string(),
  provider_payment_id: z.string(),
  kind: z.literal('amount_mismatch'),
  expected_paise: z.number(),
  captured_paise: z.number(),
  refund: z.nullable(z.object({ refund_id: z.number(), status: z.enum(REFUND_STATUSES) })),
  at: z.string(),
});
export type PaymentAnomaly = z.infer<typeof PaymentAnomalySchema>;

export const ReconciliationQuerySchema = z.object({ date: day });
export const ReconciliationResponseSchema = okResponse(
  z.object({
    /** The day, India's time. */
    date: z.string(),
    providers: z.array(
      z.object({
        provider: z.string(),
        captures: z.number(),
        captured_paise: z.number(),
        refunds: z.number(),
        refunded_paise: z.number(),
        /** Captured minus refunded. */
        net_paise: z.number(),
      }),
    ),
    anomalies: z.array(PaymentAnomalySchema),
  }),
);
export type Reconciliation = z.infer<typeof ReconciliationResponseSchema>['data'];

// ---- Today ----

export const OpsTodayResponseSchema = okResponse(
  z.object({
    applications_waiting: z.number(),
    reports_waiting: z.number(),
    /** Captures for another amount than their order's, recorded today (India's time): each refunded. */
    payment_anomalies: z.number(),
    refunds_failed: z.number(),
    /** Refunds still pending an hour after they were asked for. */
    refunds_pending_over_an_hour: z.number(),
    /** Paid reservations whose 3 days end today, India's time. */
    reservations_ending_today: z.number(),
    /** The oldest few of each, to open from the first screen. */
    first: z.object({
      applications: z.array(OpsApplicationSchema),
      reports: z.array(OpsReportSchema),
      anomalies: z.array(PaymentAnomalySchema),
      refunds: z.array(OpsRefundRowSchema),
      reservations: z.array(
        z.object({
          booking_id: z.number(),
          car_id: z.number(),
          car_name: z.string(),
          buyer_name: z.string(),
          dealer_name: z.string(),
          ends_at: z.string(),
        }),
      ),
    }),
  }),
);
export type OpsToday = z.infer<typeof OpsTodayResponseSchema>['data'];
