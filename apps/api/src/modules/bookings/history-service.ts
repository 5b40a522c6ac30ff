// One order of the buyer's purchase history: the steps that happened, the payment and what a
// receipt shows. Another buyer's order answers 404, as one that does not exist.
import { DRIVE_SLOTS, type OrderDetails, type OrderStep } from '@luxe/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { indiaHourStart, toIso } from '../../lib/time';
import { selectBookingOrder, selectNegotiation, selectOrderPayment, selectPaidDriveOfCar, selectTestDriveOrder } from './history-queries';

const orderNumber = (kind: 'booking' | 'test_drive', id: number) => `LW-${kind === 'booking' ? 'B' : 'T'}${String(id).padStart(6, '0')}`;
const isoOrNull = (value: string | Date | null | undefined) => (value ? toIso(value) : null);

export async function orderDetails(
  deps: AppDeps,
  buyerId: number,
  ids: { bookingId?: number; testDriveId?: number },
): Promise<OrderDetails> {
  const db = deps.database.db;
  const kind = ids.bookingId !== undefined ? 'booking' : 'test_drive';
  const row =
    ids.bookingId !== undefined
      ? await selectBookingOrder(db, buyerId, ids.bookingId)
      : await selectTestDriveOrder(db, buyerId, ids.testDriveId!);
  if (!row) throw notFound(kind === 'booking' ? 'Booking not found' : 'Test drive not found');
  const now = deps.clock.now();
  const negotiation = await selectNegotiation(db, buyerId, row.car_id);
  const payment = await selectOrderPayment(db, kind === 'booking' ? { bookingId: row.id } : { testDriveId: row.id });

  const timeline: { step: OrderStep; at: string }[] = [];
  const placed = new Date(row.created_at);
  if (negotiation && new Date(negotiation.created_at) <= placed) timeline.push({ step: 'offer', at: toIso(negotiation.created_at) });
  if (kind === 'booking') {
    const drive = await selectPaidDriveOfCar(db, buyerId, row.car_id, placed);
    if (drive) timeline.push({ step: 'test_drive', at: toIso(drive) });
    if (row.paid_at) timeline.push({ step: 'token_paid', at: toIso(row.paid_at) }, { step: 'reserved', at: toIso(row.paid_at) });
    if (row.status === 'sold') timeline.push({ step: 'sold', at: toIso(row.updated_at) });
  } else if (row.paid_at) {
    timeline.push({ step: 'test_drive', at: toIso(row.paid_at) });
    const slotStart = () => toIso(indiaHourStart(row.drive_date!, row.drive_hour!));
    if (row.status === 'completed') timeline.push({ step: 'drive_done', at: slotStart() });
    if (row.status === 'no_show') timeline.push({ step: 'drive_missed', at: slotStart() });
  }
  if (row.status === 'cancelled' && row.cancelled_at) timeline.push({ step: 'cancelled', at: toIso(row.cancelled_at) });

  const live = row.status === 'reserved' && row.hold_end !== null && new Date(row.hold_end) > now;
  return {
    order_number: orderNumber(kind, row.id),
    kind,
    booking_id: kind === 'booking' ? row.id : null,
    test_drive_id: kind === 'test_drive' ? row.id : null,
    placed_at: toIso(row.created_at),
    status: row.status as OrderDetails['status'],
    booking_type: row.booking_type,
    car: { id: row.car_id, name: row.car_name, image: row.car_image, location: row.car_location },
    dealer: { id: row.vendor_id, name: row.vendor_name, address: row.vendor_address },
    buyer: { name: row.buyer_name, phone: row.buyer_phone, email: row.buyer_email },
    your_offer: negotiation?.your_offer ?? null,
    counter_offer: negotiation?.counter_offer ?? null,
    agreed_price: negotiation?.agreed_price ?? null,
    total_car_price: row.total_car_price,
    amount: row.amount,
    reserved_until: live ? isoOrNull(row.hold_end) : null,
    drive_date: row.drive_date,
    drive_time: row.drive_hour === null ? null : (DRIVE_SLOTS[row.drive_hour - 10] ?? null),
    timeline,
    payment: payment
      ? {
          provider: payment.provider,
          order_id: payment.order_id,
          payment_id: payment.payment_id,
          amount: payment.amount,
          currency: payment.currency,
          status: payment.status,
          paid_at: isoOrNull(payment.paid_at),
          refund:
            payment.refund_amount !== null && payment.refund_status !== null
              ? { amount: payment.refund_amount, status: payment.refund_status, requested_at: toIso(payment.refund_at!) }
              : null,
        }
      : null,
  };
}
