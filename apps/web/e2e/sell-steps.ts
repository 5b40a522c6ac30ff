// Filling the application to sell at /sell as a dealership would, for the specs that start there.
import type { Locator, Page } from '@playwright/test';
import { randomPhone } from './support';

export const applicationForm = (page: Page) => page.getByRole('form', { name: 'Application to sell on Luxe Wheels' });

export interface Application {
  city: string;
  gstin: string;
  pan: string;
  file: { name: string; mimeType: string; buffer: Buffer };
}

export const PDF = { name: 'trade-certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

/** Fills every field; answers the phone it applied with. */
export async function fillApplication(
  form: Locator,
  { city, gstin, pan, file, business = 'Lakshmi Motors' }: Application & { business?: string },
): Promise<string> {
  const phone = randomPhone();
  await form.getByRole('textbox', { name: /^Business name/ }).fill(business);
  await form.getByRole('textbox', { name: /^Contact name/ }).fill('Asha Rao');
  await form.getByRole('textbox', { name: /^Mobile number/ }).fill(phone);
  await form.getByRole('textbox', { name: /^Email/ }).fill('asha@lakshmi-motors.example');
  await form.getByRole('combobox', { name: /^City/ }).selectOption(city);
  await form.getByRole('textbox', { name: /^PIN code/ }).fill('400050');
  await form.getByRole('textbox', { name: /^Showroom address/ }).fill('12 Linking Road, Bandra West');
  await form.getByRole('textbox', { name: /^GSTIN/ }).fill(gstin);
  await form.getByRole('textbox', { name: /^PAN/ }).fill(pan);
  await form.getByLabel(/^Trade certificate/).setInputFiles(file);
  return phone;
}
