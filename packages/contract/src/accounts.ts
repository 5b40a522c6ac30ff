// Sign-up, OTP sign-in, sessions and profile (docs/product/accounts.md).
import { z } from 'zod/mini';
import { okResponse, OkMessageSchema } from './envelope';
import { NAME_CHARACTERS, NAME_PATTERN, normalizeName } from './names';

/** An Indian mobile number: 10 digits, the first 6 to 9. */
export const PhoneSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'phone is required' : 'Phone must be a string of 10 digits') })
  .check(z.trim(), z.regex(/^[6-9]\d{9}$/, 'Phone must be 10 digits starting with 6, 7, 8 or 9'));

export const FullNameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'full_name is required' : 'Full name must be text') })
  .check(
    z.trim(),
    z.overwrite(normalizeName),
    z.minLength(2, 'Full name must be at least 2 characters'),
    z.maxLength(80, 'Full name must be at most 80 characters'),
    z.regex(NAME_PATTERN, `Full name may contain only ${NAME_CHARACTERS}`),
  );

// The e-mail check is one of the string's checks (not a second schema in a pipe): the OpenAPI document
// then tells its format.
export const EmailSchema = z.pipe(
  z
    .string({ error: (issue) => (issue.input === undefined ? 'email is required' : 'Email must be text') })
    .check(z.trim(), z.maxLength(254, 'Email must be at most 254 characters'), z.email({ error: 'Please enter a valid email address' })),
  z.transform((v) => v.toLowerCase()),
);

export const SignUpBodySchema = z.strictObject({ full_name: FullNameSchema, email: EmailSchema, phone: PhoneSchema });
export type SignUpBody = z.infer<typeof SignUpBodySchema>;
export const SignUpResponseSchema = OkMessageSchema;

export const SendOtpBodySchema = z.strictObject({ phone: PhoneSchema });
export const SendOtpResponseSchema = okResponse(
  z.object({
    /** Only with the console sender of development and the demo; a real SMS sender never returns it. */
    otp: z.optional(z.string()),
    expires_in_s: z.number(),
    resend_after_s: z.number(),
  }),
);
export type SendOtpResponse = z.infer<typeof SendOtpResponseSchema>;

export const VerifyOtpBodySchema = z.strictObject({
  phone: PhoneSchema,
  otp: z
    .string({ error: (issue) => (issue.input === undefined ? 'otp is required' : 'The code must be text of 6 digits') })
    .check(z.trim(), z.regex(/^\d{6}$/, 'The code must be 6 digits')),
});
export const VerifyOtpResponseSchema = okResponse(
  z.object({
    accessToken: z.string(),
    expires_at: z.string(),
    user: z.object({ full_name: z.string(), phone: z.string(), email: z.string() }),
  }),
);
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;

/** The dealer's verify-otp answers as the buyer's, naming `vendor` where the buyer's names `user`. */
export const VendorVerifyOtpResponseSchema = okResponse(
  z.object({
    accessToken: z.string(),
    expires_at: z.string(),
    vendor: z.object({ vendor_id: z.number(), name: z.string(), phone: z.string(), email: z.string(), city: z.string() }),
  }),
);
export type VendorVerifyOtpResponse = z.infer<typeof VendorVerifyOtpResponseSchema>;

export const LogoutResponseSchema = OkMessageSchema;

export const GenderSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'Gender must be 1 (Male), 2 (Female) or 3 (Other)',
});

/** Empty clears a place. */
const NAME_OR_EMPTY = new RegExp(`^$|${NAME_PATTERN.source}`, 'u');

const PlaceSchema = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .check(
      z.trim(),
      z.overwrite(normalizeName),
      z.maxLength(60, `${field} must be at most 60 characters`),
      z.regex(NAME_OR_EMPTY, `${field} may contain only ${NAME_CHARACTERS}`),
    );

export const ProfileSchema = z.object({
  user_personal_data: z.object({
    full_name: z.string(),
    phone: z.string(),
    email: z.string(),
    gender: z.nullable(GenderSchema),
    user_profile_pic: z.nullable(z.string()),
    profile_pic: z.nullable(z.string()),
  }),
  user_address: z.object({ city: z.nullable(z.string()), state: z.nullable(z.string()) }),
  /** The buyer's latest booking and test drive, or null. */
  booking_id: z.nullable(z.number()),
  test_drive_id: z.nullable(z.number()),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const GetProfileResponseSchema = okResponse(ProfileSchema);

export const UpdateProfileBodySchema = z.strictObject({
  personal_data: z.optional(
    z.strictObject({
      full_name: z.optional(FullNameSchema),
      email: z.optional(EmailSchema),
      gender: z.optional(GenderSchema),
      /** Refused with a clear message: the phone is the sign-in identity. */
      phone: z.optional(z.unknown()),
    }),
  ),
  address: z.optional(z.strictObject({ city: z.optional(PlaceSchema('City')), state: z.optional(PlaceSchema('State')) })),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;
export const UpdateProfileResponseSchema = okResponse(ProfileSchema);

export const UpdateProfilePicResponseSchema = okResponse(z.object({ user_profile_pic: z.string() }));
