import { ContactBodySchema } from '@luxe/contract';
import { describe, expect, it } from 'vitest';
import { contactBodyOf, ContactFormSchema } from './contact-form';

const valid = {
  firstName: ' Asha ',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  comment: 'Is the GLC still available?',
};

describe('contact form', () => {
  it('joins first and last name and builds a body the contract accepts', () => {
    const values = ContactFormSchema.parse(valid);
    const body = contactBodyOf(values);
    expect(body).toEqual({
      name: 'Asha Verma',
      description: 'Is the GLC still available?',
      email: 'asha@example.com',
      phone_number: '9876543210',
    });
    expect(ContactBodySchema.safeParse(body).success).toBe(true);
  });

  it('explains each bad field', () => {
    const result = ContactFormSchema.safeParse({ ...valid, firstName: '', email: 'asha@', phone: '12345', comment: 'Hi' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      firstName: 'Please enter your first name',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be 10 digits starting with 6, 7, 8 or 9',
      comment: 'Your message must be at least 5 characters',
    });
  });
});
