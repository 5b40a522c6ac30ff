// The operators' sign-in: the phone code as buyers and dealers have it, then an authenticator's code
// (RFC 6238: 30-second steps, 6 digits, SHA-1). The first sign-in answers the authenticator's secret and a
// token good only to confirm it; every later one needs the authenticator's code beside the phone's.
import { z } from 'zod/mini';
import { okResponse } from './envelope';
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
