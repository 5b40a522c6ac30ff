// A dealership applies to sell on Luxe Wheels at /sell; an operator approves it (the dealer account is
// created) or rejects it with a reason. Apart from the buyer's schemas: only /sell and the console load it.
import { z } from 'zod/mini';
import { EmailSchema, PhoneSchema } from './accounts';
import { okResponse } from './envelope';
import { documented, idField, idText } from './fields';
import { PaginationSchema } from './car-list';
import { note } from './ops';

export const dealerApplicationPaths = {
  /** POST multipart: the business's details and the file trade_certificate (PDF, JPEG, PNG or WebP). */
  create: '/api/public/dealer-application/v1/create/application',
  /** GET ?application_number=&phone=: where an application stands, for whoever applied with that phone. */
  status: '/api/public/dealer-application/v1/read/status',
} as const;

/** The trade certificate: one file of at most 5 MB, a PDF or a photo of it. */
export const TRADE_CERTIFICATE_FIELD = 'trade_certificate';
export const TRADE_CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const TRADE_CERTIFICATE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The cities a dealership can sell from, with their state and that state's GST code (the first two
 * digits of every GSTIN registered there).
 */
export const DEALER_CITIES: Readonly<Record<string, { state: string; gstStateCode: string }>> = {
  Ahmedabad: { state: 'Gujarat', gstStateCode: '24' },
  Bangalore: { state: 'Karnataka', gstStateCode: '29' },
  Chandigarh: { state: 'Chandigarh', gstStateCode: '04' },
  Chennai: { state: 'Tamil Nadu', gstStateCode: '33' },
  Delhi: { state: 'Delhi', gstStateCode: '07' },
  Gurugram: { state: 'Haryana', gstStateCode: '06' },
  Hyderabad: { state: 'Telangana', gstStateCode: '36' },
  Jaipur: { state: 'Rajasthan', gstStateCode: '08' },
  Kochi: { state: 'Kerala', gstStateCode: '32' },
  Kolkata: { state: 'West Bengal', gstStateCode: '19' },
  Lucknow: { state: 'Uttar Pradesh', gstStateCode: '09' },
  Mumbai: { state: 'Maharashtra', gstStateCode: '27' },
  Pune: { state: 'Maharashtra', gstStateCode: '27' },
};
export const DEALER_CITY_NAMES = Object.keys(DEALER_CITIES);

/** A PAN: five letters, four digits, a letter; the fourth letter says what kind of holder it is. */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;
const GSTIN_PATTERN = /^\d{2}[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN, from the 14 before it (the GST network's mod-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN (upper case, no spaces), or null when its shape and check character hold. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return 'GSTIN must be 15 characters';
  if (!GSTIN_PATTERN.test(gstin)) return 'GSTIN must be a state code, a PAN, an entity number, Z and a check character';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return 'GSTIN check character does not match: please check it for a typing error';
  return null;
}

const text = (field: string, min: number, max: number) =>
  documented(
    z.string({ error: (i) => (i.input === undefined ? `${field} is required` : `${field} must be text`) }).check(
      z.trim(),
      z.minLength(min, min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`),
      z.maxLength(max, `${field} must be at most ${max} characters`),
      z.refine((s) => !/[\p{Cc}<>]/u.test(s), `${field} must not contain control characters or < >`),
    ),
    { minLength: min, maxLength: max, pattern: '^[^\\p{Cc}<>]*$' },
  );

const upper = (field: string) =>
  z.pipe(
    z.string({ error: (i) => (i.input === undefined ? `${field} is required` : `${field} must be text`) }),
    z.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
  );

/** The text fields of an application (the file comes beside them); checked together, so a GSTIN is read against its city and PAN. */
export const DealerApplicationFieldsSchema = z
  .strictObject({
    business_name: text('business_name', 2, 100),
    contact_name: text('contact_name', 2, 80),
    phone: PhoneSchema,
    email: EmailSchema,
    city: z.enum(DEALER_CITY_NAMES as [string, ...string[]], { error: `city must be one of ${DEALER_CITY_NAMES.join(', ')}` }),
    address: text('address', 10, 300),
    /** Our own: the showroom's PIN code. */
    pincode: z
      .string({ error: (i) => (i.input === undefined ? 'pincode is required' : 'pincode must be text') })
      .check(z.trim(), z.regex(/^[1-9]\d{5}$/, 'pincode must be 6 digits, the first not 0')),
    gstin: documented(
      upper('gstin').check(
        z.refine((g) => gstinProblem(g) === null, { error: (i) => gstinProblem(String(i.input)) ?? 'GSTIN is not valid' }),
      ),
      {
        type: 'string',
        pattern: '^\\s*\\d{2}[A-Za-z]{3}[ABCFGHJLPTabcfghjlpt][A-Za-z]\\d{4}[A-Za-z][1-9A-Za-z][Zz][0-9A-Za-z]\\s*$',
      },
    ),
    pan: documented(upper('pan').check(z.regex(PAN_PATTERN, 'PAN must be 5 letters, 4 digits and a letter, such as AAACL1234F')), {
      type: 'string',
      pattern: '^\\s*[A-Za-z]{3}[ABCFGHJLPTabcfghjlpt][A-Za-z]\\d{4}[A-Za-z]\\s*$',
    }),
  })
  .check(
    z.refine((a) => gstinProblem(a.gstin) !== null || !DEALER_CITIES[a.city] || a.gstin.startsWith(DEALER_CITIES[a.city]!.gstStateCode), {
      error: (i) => {
        const a = i.input as { city: string; gstin: string };
        const city = DEALER_CITIES[a.city]!;
        return `GSTIN must be registered in ${city.state} (state code ${city.gstStateCode}) for a dealership in ${a.city}`;
      },
      path: ['gstin'],
    }),
    z.refine((a) => gstinProblem(a.gstin) !== null || !PAN_PATTERN.test(a.pan) || a.gstin.slice(2, 12) === a.pan, {
      message: 'PAN must be the one inside the GSTIN (its characters 3 to 12)',
      path: ['pan'],
    }),
  );
export type DealerApplicationFields = z.infer<typeof DealerApplicationFieldsSchema>;

export const APPLICATION_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const DealerApplicationCreatedSchema = okResponse(
  z.object({
    application_id: z.number(),
    /** Shown to the applicant and sent by SMS: LW-A-000123. */
    application_number: z.string(),
    status: z.literal('submitted'),
  }),
);

export const ApplicationStatusQuerySchema = z.object({
  application_number: z
    .string({ error: (i) => (i.input === undefined ? 'application_number is required' : 'application_number must be given once') })
    .check(z.trim(), z.regex(/^LW-A-\d{6,9}$/i, 'application_number must look like LW-A-000123')),
  phone: PhoneSchema,
});
export const ApplicationStatusResponseSchema = okResponse(
  z.object({
    application_number: z.string(),
    business_name: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    /** Why it was rejected; null otherwise. */
    reason: z.nullable(z.string()),
    submitted_at: z.string(),
    decided_at: z.nullable(z.string()),
  }),
);
export type ApplicationStatusAnswer = z.infer<typeof ApplicationStatusResponseSchema>['data'];

// ---- The operators' side ----

export const OpsApplicationsQuerySchema = z.object({
  status: z.optional(z.enum(APPLICATION_STATUSES, { error: `status must be one of ${APPLICATION_STATUSES.join(', ')}` })),
});
export const OpsApplicationSchema = z.object({
  application_id: z.number(),
  application_number: z.string(),
  business_name: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  city: z.string(),
  state: z.string(),
  address: z.string(),
  pincode: z.string(),
  gstin: z.string(),
  pan: z.string(),
  /** The trade certificate's media type; the file itself at opsPaths.applicationDocument. */
  document_type: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.nullable(z.string()),
  /** The dealer account an approval created. */
  vendor_id: z.nullable(z.number()),
  submitted_at: z.string(),
  decided_at: z.nullable(z.string()),
  decided_by: z.nullable(z.object({ operator_id: z.number(), name: z.string() })),
});
export type OpsApplication = z.infer<typeof OpsApplicationSchema>;
export const OpsApplicationsResponseSchema = okResponse(
  z.object({ applications: z.array(OpsApplicationSchema), pagination: PaginationSchema }),
);

export const OpsApplicationDocumentQuerySchema = z.object({ application_id: idText('application_id', 'an application id') });

export const DecideApplicationBodySchema = z
  .strictObject({
    application_id: idField('application_id', 'an application id'),
    decision: z.enum(['approved', 'rejected'], { error: "decision must be 'approved' or 'rejected'" }),
    reason: z.optional(note('reason', 500, 5)),
  })
  .check(
    z.refine((b) => b.decision !== 'rejected' || b.reason !== undefined, {
      message: 'reason is required to reject an application (the applicant is told it)',
      path: ['reason'],
    }),
  );
export const OpsApplicationResponseSchema = okResponse(OpsApplicationSchema);
