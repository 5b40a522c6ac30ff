// The profile edit form's checks, before any call; the server checks again.
import type { Profile, UpdateProfileBody } from '@luxe/contract';
import { NAME_CHARACTERS, NAME_PATTERN } from '@luxe/contract/constants';
import { z } from '../../lib/zod';

export const UNCHANGED_PROFILE = 'Old data cannot be submitted. Please make some changes.';
export const UPDATE_FAILED = 'Failed to update profile. Please try again.';

// The server's rule, letters of any script with their marks.
const NAME_OR_EMPTY = new RegExp(`^$|${NAME_PATTERN.source}`, 'u');
const place = (field: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(60, `${field} must be at most 60 characters`),
      z.regex(NAME_OR_EMPTY, `${field} may contain only ${NAME_CHARACTERS}`),
    );

export const ProfileFormSchema = z.object({
  full_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your full name'),
      z.minLength(2, 'Full name must be at least 2 characters'),
      z.maxLength(80, 'Full name must be at most 80 characters'),
      z.regex(NAME_PATTERN, `Full name may contain only ${NAME_CHARACTERS}`),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Please enter your email address'), z.maxLength(254)),
    z.email('Please enter a valid email address'),
  ),
  gender: z.enum(['', '1', '2', '3']),
  city: place('City'),
  state: place('State'),
});
export type ProfileFormValues = z.infer<typeof ProfileFormSchema>;

export function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    full_name: profile.user_personal_data.full_name,
    email: profile.user_personal_data.email,
    gender: profile.user_personal_data.gender === null ? '' : (String(profile.user_personal_data.gender) as '1' | '2' | '3'),
    city: profile.user_address.city ?? '',
    state: profile.user_address.state ?? '',
  };
}

/** True when the (trimmed) values are what the profile already holds; the email compares case-insensitively. */
export function isUnchanged(values: ProfileFormValues, profile: Profile): boolean {
  const before = formValuesOf(profile);
  return (
    values.full_name.trim() === before.full_name &&
    values.email.trim().toLowerCase() === before.email.toLowerCase() &&
    values.gender === before.gender &&
    values.city.trim() === before.city &&
    values.state.trim() === before.state
  );
}

export function updateBodyOf(values: ProfileFormValues): UpdateProfileBody {
  return {
    personal_data: {
      full_name: values.full_name.trim(),
      email: values.email.trim(),
      ...(values.gender ? { gender: Number(values.gender) as 1 | 2 | 3 } : {}),
    },
    address: { city: values.city.trim(), state: values.state.trim() },
  };
}
