// What a payment is for, in one line, for the Pay Now dialog and Razorpay's window.
import type { CarDetails } from '@luxe/contract';
import type { BookingDraft, BookingFlow } from '../../lib/booking/flow';

const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

export function paymentSubject(car: Pick<CarDetails, 'registration_year' | 'car_name'>, flow: BookingFlow, draft: BookingDraft): string {
  const name = `${car.registration_year} ${car.car_name}`;
  const where = draft.preferred_location === 'home' ? 'at your home' : 'in the showroom';
  if (flow !== 'test_drive') return `Token to reserve the ${name}, delivery ${where}`;
  const day = draft.drive_date ? dayFormat.format(new Date(`${draft.drive_date}T12:00:00Z`)) : '';
  return `Test drive of the ${name} on ${day}, ${draft.drive_time ?? ''} (India time) ${where}`;
}
