// The operators' sign-in: the phone code as buyers and dealers have it, then an authenticator's code
// (RFC 6238: 30-second steps, 6 digits, SHA-1). The first sign-in answers the authenticator's secret and a
// token good only to confirm it; every later one needs the authenticator's code beside the phone's.
import { z } from 'zod/mini';
import { okResponse } from './envelope';
import { PhoneSchema } from './accounts';

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
