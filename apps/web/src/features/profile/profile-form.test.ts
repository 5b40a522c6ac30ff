import type { Profile } from '@luxe/contract';
import { describe, expect, it } from 'vitest';
import { formValuesOf, isUnchanged, ProfileFormSchema, updateBodyOf } from './profile-form';

const profile: Profile = {
  user_personal_data: {
    full_name: 'Asha Verma',
    phone: '9876543210',
    email: 'asha@example.com',
    gender: null,
    user_profile_pic: null,
    profile_pic: null,
  },
  user_address: { city: 'Pune', state: null },
  booking_id: null,
  test_drive_id: null,
};

describe('the profile form', () => {
  it('starts from the profile, with empty text for missing values', () => {
    expect(formValuesOf(profile)).toEqual({ full_name: 'Asha Verma', email: 'asha@example.com', gender: '', city: 'Pune', state: '' });
  });

  it('sees an unchanged form, ignoring spaces and email case', () => {
    expect(isUnchanged({ ...formValuesOf(profile), full_name: ' Asha Verma ', email: 'ASHA@example.com' }, profile)).toBe(true);
    expect(isUnchanged({ ...formValuesOf(profile), state: 'Maharashtra' }, profile)).toBe(false);
    expect(isUnchanged({ ...formValuesOf(profile), gender: '2' }, profile)).toBe(false);
  });

  it('checks the fields before any call', () => {
    const result = ProfileFormSchema.safeParse({ full_name: '1', email: 'nope', gender: '', city: 'P4ne', state: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Please enter a valid email address');
    expect(messages).toContain("City may contain only letters, spaces and . ' -");
  });

  it('sends the gender as its code and never the phone', () => {
    expect(updateBodyOf({ full_name: 'Asha V', email: 'a@b.in', gender: '2', city: 'Pune', state: '' })).toEqual({
      personal_data: { full_name: 'Asha V', email: 'a@b.in', gender: 2 },
      address: { city: 'Pune', state: '' },
    });
  });
});
