import { gstinCheckCharacter } from '@luxe/contract/dealer-application';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { applicationResolver, statusResolver, type ApplicationFormValues } from './application-checks';

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
const MUMBAI_GSTIN = gstin('27AAACL1234F1Z');
const pdf = (bytes = 1000, type = 'application/pdf', name = 'certificate.pdf') => new File([new Uint8Array(bytes)], name, { type });
const files = (...list: File[]) => list as unknown as FileList;

const valid: ApplicationFormValues = {
  business_name: ' Lakshmi Motors ',
  contact_name: 'Asha Rao',
  phone: '9876543210',
  email: 'Asha@Example.com',
  city: 'Mumbai',
  address: '12 Linking Road, Bandra West',
  pincode: '400050',
  gstin: MUMBAI_GSTIN.toLowerCase().replace(/(.{5})/g, '$1 '),
  pan: 'aaacl1234f',
  trade_certificate: files(pdf()),
};

const options = {} as ResolverOptions<ApplicationFormValues>;
async function messages(values: Partial<ApplicationFormValues>) {
  const { errors } = await applicationResolver({ ...valid, ...values }, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { message: string }).message]));
}

describe('the application form’s checks', () => {
  it('hands on what the contract makes of the fields, and the file', async () => {
    const file = pdf();
    const result = await applicationResolver({ ...valid, trade_certificate: files(file) }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      business_name: 'Lakshmi Motors',
      email: 'asha@example.com',
      gstin: MUMBAI_GSTIN,
      pan: 'AAACL1234F',
    });
    expect((result.values as { trade_certificate: File }).trade_certificate).toBe(file);
  });

  it('says a GSTIN typo does not match its check character, a GSTIN of another state which state it must be, a PAN not inside it', async () => {
    const typo = MUMBAI_GSTIN.slice(0, 14) + (MUMBAI_GSTIN.endsWith('0') ? '1' : '0');
    expect((await messages({ gstin: typo })).gstin).toBe('GSTIN check character does not match: please check it for a typing error');
    expect((await messages({ city: 'Delhi' })).gstin).toBe('GSTIN must be registered in Delhi (state code 07) for a dealership in Delhi');
    expect((await messages({ pan: 'AAACL9999F' })).pan).toBe('PAN must be the one inside the GSTIN (its characters 3 to 12)');
  });

  it('tells the contract’s messages with the form’s labels, and asks for a city rather than listing them', async () => {
    expect(await messages({ business_name: 'L', pincode: '012345', city: '', phone: ' ', address: 'Bandra' })).toEqual({
      business_name: 'Business name must be at least 2 characters',
      pincode: 'PIN code must be 6 digits, the first not 0',
      city: 'Please choose the city of your showroom',
      phone: 'Mobile number is required',
      address: 'Showroom address must be at least 10 characters',
    });
  });

  it('takes a PDF or a photo of at most 5 MB, and says what is wrong with any other file', async () => {
    expect(await messages({ trade_certificate: files(pdf(100, 'image/webp', 'scan.webp')) })).toEqual({});
    expect((await messages({ trade_certificate: files() })).trade_certificate).toBe('Please attach your trade certificate');
    expect((await messages({ trade_certificate: null })).trade_certificate).toBe('Please attach your trade certificate');
    expect((await messages({ trade_certificate: files(pdf(100, 'application/msword', 'certificate.doc')) })).trade_certificate).toBe(
      'The trade certificate must be a PDF, JPEG, PNG or WebP file; “certificate.doc” is not',
    );
    expect((await messages({ trade_certificate: files(pdf(5 * 1024 * 1024 + 1)) })).trade_certificate).toBe(
      'The trade certificate must be at most 5 MB; this file is 5.1 MB',
    );
    expect((await messages({ trade_certificate: files(pdf(0)) })).trade_certificate).toBe(
      'This file is empty: please choose your trade certificate again',
    );
  });
});

describe('the status check’s checks', () => {
  it('takes an application number in any case, and explains a malformed one', async () => {
    const statusOptions = {} as ResolverOptions<{ application_number: string; phone: string }>;
    expect((await statusResolver({ application_number: ' lw-a-000123 ', phone: '9876543210' }, undefined, statusOptions)).values).toEqual({
      application_number: 'LW-A-000123',
      phone: '9876543210',
    });
    const { errors } = await statusResolver({ application_number: '123', phone: '' }, undefined, statusOptions);
    expect(errors.application_number?.message).toBe('Application number must look like LW-A-000123');
    expect(errors.phone?.message).toBe('Phone must be 10 digits starting with 6, 7, 8 or 9');
  });
});
