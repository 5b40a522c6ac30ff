// The operators' sign-in: the phone code as buyers and dealers have it, then an authenticator's code
// (RFC 6238: 30-second steps, 6 digits, SHA-1). The first sign-in answers the authenticator's secret and a
// token good only to confirm it; every later one needs the authenticator's code beside the phone's.
import { z } from 'zod/mini';
import { okResponse } from './envelope';
import { documented, idField } from './fields';
import { PhoneSchema } from './accounts';
import { PaginationSchema } from './car-list';

const sixDigits = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text of 6 digits`) })
    .check(z.trim(), z.regex(/^\d{6}$/, `${field} must be 6 digits`));

export const OpsVerifyOtpBodySchema = z.strictObject({
  phone: PhoneSchema,
  otp: sixDigits('otp'),
  /** The authenticator app's current code; required once the authenticator is confirmed. */
  totp: z.optional(sixDigits('totp')),
});
export type OpsVerifyOtpBody = z.infer<typeof OpsVerifyOtpBodySchema>;

export const OperatorSchema = z.object({ operator_id: z.number(), name: z.string(), phone: z.string() });
export type Operator = z.infer<typeof OperatorSchema>;

export const OpsVerifyOtpResponseSchema = okResponse(
  z.object({
    accessToken: z.string(),
    expires_at: z.string(),
    operator: OperatorSchema,
    /** On the first sign-in only: the secret to add to an authenticator app (also as an otpauth:// address
     * for a QR code); the token then opens only confirm-totp. null once the authenticator is confirmed. */
    totp_enrolment: z.nullable(z.object({ secret: z.string(), otpauth_url: z.string() })),
  }),
);
export type OpsVerifyOtpResponse = z.infer<typeof OpsVerifyOtpResponseSchema>;

export const ConfirmTotpBodySchema = z.strictObject({ code: sixDigits('code') });
export const ConfirmTotpResponseSchema = okResponse(
  z.object({ accessToken: z.string(), expires_at: z.string(), operator: OperatorSchema }),
);
export const OperatorResponseSchema = okResponse(OperatorSchema);

/** One operator action in the append-only audit log. */
export const AuditEventSchema = z.object({
  event_id: z.number(),
  operator: z.object({ operator_id: z.number(), name: z.string() }),
  /** What was done, as `area.verb`: 'operator.signed_in', 'dealer.suspended' ... */
  action: z.string(),
  /** The record it was done to; null for the operator's own sign-in and sign-out. */
  subject: z.nullable(z.object({ kind: z.string(), id: z.number() })),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
  /** The address the request came from. */
  ip: z.string(),
  at: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;
export const AuditEventsResponseSchema = okResponse(z.object({ events: z.array(AuditEventSchema), pagination: PaginationSchema }));

// ---- Reported listings, and taking a car down ----

/** Free text of an operator or a buyer: trimmed, `min` to `max` characters, no control characters but line breaks. */
export const note = (field: string, max: number, min = 1) =>
  documented(
    z.string({ error: (i) => (i.input === undefined ? `${field} is required` : `${field} must be text`) }).check(
      z.trim(),
      z.minLength(min, min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`),
      z.maxLength(max, `${field} must be at most ${max} characters`),
      z.refine((s) => !/[\p{Cc}]/u.test(s.replace(/[\n\t]/g, '')), `${field} must not contain control characters`),
    ),
    // For the document: no control characters but line breaks and tabs, and no spaces at either end.
    { pattern: '^[^\\p{Cc}\\s](?:(?:[^\\p{Cc}]|[\\t\\n])*[^\\p{Cc}\\s])?$', minLength: min, maxLength: max },
  );

export const LISTING_REPORT_REASONS = ['fraud', 'wrong_details', 'not_available', 'duplicate', 'offensive', 'other'] as const;
export const ListingReportBodySchema = z
  .strictObject({
    car_id: idField('car_id', 'a car id'),
    reason: z.enum(LISTING_REPORT_REASONS, { error: `reason must be one of ${LISTING_REPORT_REASONS.join(', ')}` }),
    details: z.optional(note('details', 1000)),
  })
  .check(
    z.refine((b) => b.reason !== 'other' || b.details !== undefined, {
      message: "details are required when the reason is 'other'",
      path: ['details'],
    }),
  );
export type ListingReportBody = z.infer<typeof ListingReportBodySchema>;
export const ListingReportResponseSchema = okResponse(z.object({ report_id: z.number(), status: z.literal('open') }));

export const REPORT_OUTCOMES = ['taken_down', 'no_action'] as const;
export const OpsReportsQuerySchema = z.object({
  status: z.optional(z.enum(['open', 'closed'], { error: "status must be 'open' or 'closed'" })),
});
export const OpsReportSchema = z.object({
  report_id: z.number(),
  car: z.object({ id: z.number(), name: z.string(), status: z.string(), taken_down: z.boolean(), vendor_id: z.number() }),
  buyer: z.object({ id: z.number(), name: z.string(), phone: z.string() }),
  reason: z.enum(LISTING_REPORT_REASONS),
  details: z.nullable(z.string()),
  status: z.enum(['open', 'closed']),
  outcome: z.nullable(z.enum(REPORT_OUTCOMES)),
  created_at: z.string(),
  closed_at: z.nullable(z.string()),
});
export type OpsReport = z.infer<typeof OpsReportSchema>;
export const OpsReportsResponseSchema = okResponse(z.object({ reports: z.array(OpsReportSchema), pagination: PaginationSchema }));

export const CloseReportBodySchema = z.strictObject({
  report_id: idField('report_id', 'a report id'),
  outcome: z.literal('no_action', { error: "outcome must be 'no_action' (a car taken down closes its reports itself)" }),
  reason: note('reason', 500, 5),
});
export const OpsReportResponseSchema = okResponse(OpsReportSchema);

export const TakeDownBodySchema = z.strictObject({ car_id: idField('car_id', 'a car id'), reason: note('reason', 500, 5) });
export const TakeDownResponseSchema = okResponse(
  z.object({
    car_id: z.number(),
    status: z.literal('withdrawn'),
    taken_down_at: z.string(),
    reason: z.string(),
    closed_reports: z.number(),
    cancelled_test_drives: z.number(),
  }),
);
