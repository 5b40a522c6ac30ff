// What a payment is for, in one line, for the Pay Now dialog and Razorpay's window.
import type { CarDetails } from '@luxe/contract';
import type { BookingDraft, BookingFlow } from '../../lib/booking/flow';
import { formatDriveSlot } from '@luxe/contract/drive-slot';

export function paymentSubject(car: Pick<CarDetails, 'registration_year' | 'car_name'>, flow: BookingFlow, draft: BookingDraft): string {
  const name = `${car.registration_year} ${car.car_name}`;
  const where = draft.preferred_location === 'home' ? 'at your home' : 'in the showroom';
  if (flow !== 'test_drive') return `Token to reserve the ${name}, delivery ${where}`;
  const slot = draft.drive_date && draft.drive_time ? formatDriveSlot(draft.drive_date, draft.drive_time) : '';
  return `Test drive of the ${name} on ${slot} (India time) ${where}`;
}
