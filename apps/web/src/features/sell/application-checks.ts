// The checks of the application form and of the status lookup: the contract's own schemas (so the
// GSTIN's check character, its state code and the PAN inside it are checked as the server checks them),
// their messages told with the form's labels, and the trade certificate's type and size.
// With the buyer's schemas, so the contract modules both use stay in their chunks (the first-route budget).
import '../../lib/contract-schemas';
import {
  ApplicationStatusQuerySchema,
  DealerApplicationFieldsSchema,
  TRADE_CERTIFICATE_FIELD,
  TRADE_CERTIFICATE_MAX_BYTES,
  TRADE_CERTIFICATE_TYPES,
  type DealerApplicationFields,
} from '@luxe/contract/dealer-application';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export type ApplicationFieldName = keyof DealerApplicationFields | typeof TRADE_CERTIFICATE_FIELD;

/** The form's label of each field the server may name in a refusal. */
export const FIELD_LABELS: Record<ApplicationFieldName | 'application_number', string> = {
  business_name: 'Business name',
  contact_name: 'Contact name',
  phone: 'Mobile number',
  email: 'Email',
  city: 'City',
  address: 'Showroom address',
  pincode: 'PIN code',
  gstin: 'GSTIN',
  pan: 'PAN',
  trade_certificate: 'Trade certificate',
  application_number: 'Application number',
};

export const isApplicationField = (field: string | undefined): field is ApplicationFieldName =>
  field !== undefined && field !== 'application_number' && field in FIELD_LABELS;

/** A message of the contract (or the server) that starts with a field's key ("pincode must be ..."), with its label instead. */
export function toldWithLabel(field: string, message: string): string {
  const label = FIELD_LABELS[field as keyof typeof FIELD_LABELS];
  return label && message.startsWith(`${field} `) ? `${label}${message.slice(field.length)}` : message;
}

export type ApplicationFormValues = Record<keyof DealerApplicationFields, string> & { trade_certificate?: FileList | null };
export type ApplicationToSend = DealerApplicationFields & { trade_certificate: File };

export const EMPTY_APPLICATION: Record<keyof DealerApplicationFields, string> = {
  business_name: '',
  contact_name: '',
  phone: '',
  email: '',
  city: '',
  address: '',
  pincode: '',
  gstin: '',
  pan: '',
};

const MB = 1024 * 1024;
const TYPES_TEXT = 'a PDF, JPEG, PNG or WebP file';
/** For the file picker: the types the server takes. */
export const TRADE_CERTIFICATE_ACCEPT = TRADE_CERTIFICATE_TYPES.join(',');
export const TRADE_CERTIFICATE_HINT = `A PDF or a photo of it (JPEG, PNG or WebP), at most ${TRADE_CERTIFICATE_MAX_BYTES / MB} MB`;

/** What is wrong with the chosen trade certificate, or null. */
export function tradeCertificateProblem(file: File | undefined): string | null {
  if (!file) return 'Please attach your trade certificate';
  if (!(TRADE_CERTIFICATE_TYPES as readonly string[]).includes(file.type))
    return `The trade certificate must be ${TYPES_TEXT}; “${file.name}” is not`;
  if (file.size > TRADE_CERTIFICATE_MAX_BYTES)
    return `The trade certificate must be at most ${TRADE_CERTIFICATE_MAX_BYTES / MB} MB; this file is ${(Math.ceil((file.size / MB) * 10) / 10).toFixed(1)} MB`;
  if (file.size === 0) return 'This file is empty: please choose your trade certificate again';
  return null;
}

/** The first message for each field of a failed check, told with the form's labels. */
function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, { type: string; message: string }> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= { type: 'validate', message: toldWithLabel(field, issue.message) };
  }
  return errors;
}

/** The application form's resolver: the contract's schema for the text fields, then the file. */
export const applicationResolver: Resolver<ApplicationFormValues, unknown, ApplicationToSend> = async ({
  trade_certificate,
  ...fields
}) => {
  const parsed = DealerApplicationFieldsSchema.safeParse(fields);
  const errors = parsed.success ? {} : errorsOf(parsed.error.issues);
  // An empty field is missing, whatever the rule it then breaks.
  for (const [field, value] of Object.entries(fields))
    if (errors[field] && !value.trim())
      errors[field] = { type: 'required', message: `${FIELD_LABELS[field as ApplicationFieldName]} is required` };
  // A select's list of every city reads badly under an empty choice.
  if (fields.city === '') errors.city = { type: 'required', message: 'Please choose the city of your showroom' };
  const file = trade_certificate?.[0];
  const fileProblem = tradeCertificateProblem(file);
  if (fileProblem) errors[TRADE_CERTIFICATE_FIELD] = { type: 'validate', message: fileProblem };
  if (!parsed.success || fileProblem) return { values: {}, errors: errors as FieldErrors<ApplicationFormValues> };
  return { values: { ...parsed.data, trade_certificate: file! }, errors: {} };
};

export type StatusFormValues = { application_number: string; phone: string };

/** The status lookup's resolver: the contract's query schema. */
export const statusResolver: Resolver<StatusFormValues> = async (values) => {
  const parsed = ApplicationStatusQuerySchema.safeParse(values);
  if (parsed.success) return { values: { ...parsed.data, application_number: parsed.data.application_number.toUpperCase() }, errors: {} };
  return { values: {}, errors: errorsOf(parsed.error.issues) as FieldErrors<FieldValues> };
};
