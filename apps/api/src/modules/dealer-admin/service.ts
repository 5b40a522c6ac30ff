// The operators' side of dealers: dealerships apply at /sell and an operator approves (the dealer account
// is created) or rejects them; an operator suspends a dealer (its cars off every list, its buyers'
// reservations and coming test drives cancelled and refunded, its negotiations closed, each buyer told)
// or restores it. Every decision is a conditional write and a line of the audit log in one transaction.
import { randomBytes } from 'node:crypto';
import {
  DEALER_CITIES,
  type ApplicationStatusAnswer,
  type DealerApplicationFields,
  type DealerStatus,
  type OpsApplication,
} from '@luxe/contract';
import sharp from 'sharp';
import { isUniqueViolation, type Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { hitLimit } from '../../http/rate-limit';
import { scheduleJob, type JobDefinitions } from '../../jobs/runner';
import { inr } from '../../lib/money';
import { listeningOrigin } from '../../config';
import { cancelBooking, selectBooking } from '../bookings';
import { createDealerAccount, selectDealer, selectDealerByPhone } from '../dealers';
import { notify } from '../notifications';
import { closeDealersDueOffers } from '../offers';
import { recordAudit } from '../operators';
import { requestRefund, selectOrderOfSubject } from '../payments';
import { changeCars } from '../pricing';
import { revokeSessionsOf } from '../sessions';
import { cancelDrivesOfCarTakenOff } from '../test-drives';
import {
  applicationIdOfNumber,
  applicationNumber,
  decideApplicationRow,
  insertApplication,
  selectApplication,
  selectOpenBookingsOfDealer,
  selectOpsApplication,
  selectShownCarsOfDealer,
  selectSuspendedCarsOfDealer,
  returnFromSuspension,
  updateDealerStatus,
  withdrawForSuspension,
  type ApplicationRow,
} from './queries';

/** Applications from one address in a day: a dealership applies once, a mistake or two allowed. */
const APPLICATIONS_PER_DAY = { max: 5, windowMs: 24 * 3600_000 };
const APPLICATION_SMS_JOB = 'dealer-application-sms';

/** What the certificate's first bytes say it is, or null for anything but a PDF, JPEG, PNG or WebP. */
function certificateKind(bytes: Buffer): 'pdf' | 'image' | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp ? 'image' : null;
}

const NOT_A_CERTIFICATE = 'trade_certificate must be a PDF, JPEG, PNG or WebP file';

/**
 * The certificate as it will be stored: a PDF as sent (a whole one: its end marker present), a picture
 * re-encoded (its camera metadata dropped, anything hidden behind the picture gone).
 */
async function storedCertificate(bytes: Buffer): Promise<{ bytes: Buffer; ext: 'pdf' | 'webp'; type: string }> {
  const kind = certificateKind(bytes);
  if (kind === 'pdf') {
    if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF'))
      throw badRequest('trade_certificate is not a complete PDF: please upload the file again', 'trade_certificate');
    return { bytes, ext: 'pdf', type: 'application/pdf' };
  }
  if (kind === 'image') {
    try {
      const webp = await sharp(bytes, { limitInputPixels: 60_000_000 })
        .rotate()
        .resize(2400, 2400, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 88 })
        .toBuffer();
      return { bytes: webp, ext: 'webp', type: 'image/webp' };
    } catch {
      throw badRequest('trade_certificate could not be read as a picture: please upload a clear photo or a PDF', 'trade_certificate');
    }
  }
  throw badRequest(NOT_A_CERTIFICATE, 'trade_certificate');
}

export async function applyToSell(deps: AppDeps, fields: DealerApplicationFields, certificate: Buffer, clientIp: string) {
  const db = deps.database.db;
  const now = deps.clock.now();
  if (await selectDealerByPhone(db, fields.phone))
    throw conflict(`${fields.phone} is already a dealer on Luxe Wheels: sign in at the Vendor's Hub with it.`);
  const document = await storedCertificate(certificate);
  await hitLimit(db, now, { key: `dealer-application:ip:${clientIp}`, ...APPLICATIONS_PER_DAY }, 'applications from this address');
  const name = `${randomBytes(16).toString('hex')}.${document.ext}`;
  await deps.documents.put(name, document.bytes);
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertApplication(tx, {
        businessName: fields.business_name,
        contactName: fields.contact_name,
        phone: fields.phone,
        email: fields.email,
        city: fields.city,
        state: DEALER_CITIES[fields.city]!.state,
        address: fields.address,
        pincode: fields.pincode,
        gstin: fields.gstin,
        pan: fields.pan,
        documentName: name,
        documentType: document.type,
        createdAt: now,
      });
      await scheduleApplicationSms(tx, inserted.id, 'received', now);
      return inserted;
    });
    return { application_id: row.id, application_number: applicationNumber(row.id), status: 'submitted' as const };
  } catch (err) {
    // Nothing refers to the file now: it goes, and the store keeps no orphan.
    await deps.documents.delete(name);
    // The partial unique indexes decide, also for two applications sent at once.
    if (isUniqueViolation(err))
      throw conflict('An application from this phone or GSTIN is already waiting for review: check its state with its application number.');
    throw err;
  }
}

/** Where an application stands, for whoever applied with that phone (any other phone: not found, as for no application). */
export async function applicationStatus(deps: AppDeps, number: string, phone: string): Promise<ApplicationStatusAnswer> {
  const row = await selectApplication(deps.database.db, applicationIdOfNumber(number.toUpperCase()));
  if (!row || row.phone !== phone) throw notFound('No application with that number for this phone. Please check both.');
  return {
    application_number: applicationNumber(row.id),
    business_name: row.businessName,
    status: row.status,
    reason: row.reason,
    submitted_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The trade certificate's bytes, for an operator's eyes only. */
export async function applicationDocument(deps: AppDeps, applicationId: number) {
  const row = await selectApplication(deps.database.db, applicationId);
  if (!row) throw notFound('Application not found');
  const file = await deps.documents.get(row.documentName);
  if (!file) throw notFound('The trade certificate of this application is missing from the document store');
  return {
    ...file,
    type: row.documentType,
    filename: `${applicationNumber(row.id)}-trade-certificate.${row.documentType === 'application/pdf' ? 'pdf' : 'webp'}`,
  };
}

export async function decideApplication(
  deps: AppDeps,
  operatorId: number,
  body: { application_id: number; decision: 'approved' | 'rejected'; reason?: string },
  ip: string,
): Promise<OpsApplication> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const id = body.application_id;
  try {
    await db.transaction(async (tx) => {
      const application = await selectApplication(tx, id);
      if (!application) throw notFound('Application not found');
      if (application.status !== 'submitted') throw conflict(`This application has been ${application.status} already.`);
      const vendorId = body.decision === 'approved' ? (await createDealerOf(tx, application, now)).id : null;
      if (!(await decideApplicationRow(tx, id, { status: body.decision, reason: body.reason ?? null, vendorId, operatorId, now })))
        throw conflict('Another operator decided this application meanwhile. Please look at it again.');
      await recordAudit(tx, {
        operatorId,
        action: body.decision === 'approved' ? 'application.approved' : 'application.rejected',
        subject: { kind: 'dealer_application', id },
        before: { status: 'submitted' },
        after: { status: body.decision, vendor_id: vendorId },
        reason: body.reason,
        ip,
        now,
      });
      await scheduleApplicationSms(tx, id, body.decision, now);
    });
  } catch (err) {
    // A dealer with that phone was added (from the command line) since the application came in.
    if (isUniqueViolation(err)) throw conflict('A dealer with this phone exists already: reject this application, naming that account.');
    throw err;
  }
  return (await selectOpsApplication(db, { id }))!;
}

function createDealerOf(tx: Tx, a: ApplicationRow, now: Date) {
  const { businessName: name, email, phone, address, city, state, pincode, gstin: licenseNo } = a;
  return createDealerAccount(tx, { name, email, phone, address, city, state, pincode, licenseNo }, now);
}

function scheduleApplicationSms(tx: Tx, applicationId: number, what: 'received' | 'approved' | 'rejected', now: Date) {
  return scheduleJob(tx, dealerAdminJobs, {
    name: APPLICATION_SMS_JOB,
    key: `${APPLICATION_SMS_JOB}:${applicationId}:${what}`,
    runAt: now,
    payload: { applicationId, what },
  });
}

function applicationSmsText(row: ApplicationRow, what: 'received' | 'approved' | 'rejected', origin: string): string {
  const number = applicationNumber(row.id);
  if (what === 'received')
    return `Luxe Wheels: we have your application ${number} to sell on Luxe Wheels. We will tell you our decision by SMS.`;
  if (what === 'approved')
    return `Luxe Wheels: welcome! ${row.businessName} is approved. Sign in at ${origin}/vendor with this phone to list your cars.`;
  return `Luxe Wheels: your application ${number} was not approved: ${row.reason ?? ''}`.slice(0, 320);
}

export const dealerAdminJobs: JobDefinitions = {
  [APPLICATION_SMS_JOB]: {
    priority: 'messages',
    async run(deps, job, log) {
      const { applicationId, what } = job.payload as { applicationId: number; what: 'received' | 'approved' | 'rejected' };
      const row = await selectApplication(deps.database.db, applicationId);
      if (!row) return log.info(`${job.key}: the application is gone; no SMS`);
      const { PUBLIC_ORIGIN, HOST, PORT } = deps.config;
      await deps.sms.sendText(row.phone, applicationSmsText(row, what, PUBLIC_ORIGIN ?? listeningOrigin(HOST, PORT)));
    },
  },
};

// ---------------------------------------------------------------- suspension

export async function setDealerStatus(
  deps: AppDeps,
  operatorId: number,
  body: { vendor_id: number; status: DealerStatus; reason: string },
  ip: string,
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const vendorId = body.vendor_id;
  const dealer = await selectDealer(db, vendorId);
  if (!dealer) throw notFound('Dealer not found');
  if (dealer.status === body.status) throw conflict(`This dealer is ${body.status} already.`);
  const done = await db.transaction(async (tx) => {
    const from = body.status === 'suspended' ? 'active' : 'suspended';
    if (!(await updateDealerStatus(tx, vendorId, from, { reason: body.reason, now })))
      throw conflict('Another operator changed this dealer meanwhile. Please look at it again.');
    const effects =
      body.status === 'suspended' ? await suspendWithin(tx, vendorId, body.reason, now) : await restoreWithin(tx, vendorId, now);
    await recordAudit(tx, {
      operatorId,
      action: body.status === 'suspended' ? 'dealer.suspended' : 'dealer.restored',
      subject: { kind: 'dealer', id: vendorId },
      before: { status: from },
      after: { status: body.status, ...effects },
      reason: body.reason,
      ip,
      now,
    });
    return effects;
  });
  // Found and closed as the reads close a sold car's negotiations, each buyer told; after the commit, so
  // a buyer's move at this moment is left to that move and the reads close it after.
  const closedOffers = body.status === 'suspended' ? await closeDealersDueOffers(deps, vendorId) : 0;
  return { vendor_id: vendorId, status: body.status, closed_offers: closedOffers, ...done };
}

async function suspendWithin(tx: Tx, vendorId: number, reason: string, now: Date) {
  const signedOut = await revokeSessionsOf(tx, 'vendor', vendorId, now);
  let refunds = 0;
  const bookings = await selectOpenBookingsOfDealer(tx, vendorId, now);
  for (const open of bookings) {
    const booking = (await selectBooking(tx, open.id))!;
    if (!(await cancelBooking(tx, booking.id, 'dealerSuspended', `The dealer was suspended by Luxe Wheels: ${reason}`, now, open.status)))
      continue;
    const order = await selectOrderOfSubject(tx, { bookingId: booking.id });
    const refund = open.status === 'reserved' && order?.status === 'paid' ? booking.payAmount : 0;
    if (refund > 0) {
      await requestRefund(tx, order!, refund, 'The dealer was suspended by Luxe Wheels.', `booking-dealer-suspended-${booking.id}`, now);
      refunds++;
    }
    if (open.status === 'reserved')
      await notify(tx, {
        to: { kind: 'buyer', id: booking.buyerId },
        kind: 'booking_cancelled',
        title: 'Reservation cancelled',
        body: `The dealer of the car you reserved no longer sells on Luxe Wheels, so your reservation is cancelled. Your token of ${inr(refund)} will be refunded in 7 to 10 working days.`,
        carId: booking.carId,
        now,
      });
  }
  const cars = await selectShownCarsOfDealer(tx, vendorId);
  let drives = 0;
  for (const carId of cars) drives += await cancelDrivesOfCarTakenOff(tx, carId, now);
  refunds += drives;
  await changeCars(tx, cars, now, () => withdrawForSuspension(tx, cars, now));
  await notify(tx, {
    to: { kind: 'vendor', id: vendorId },
    kind: 'dealer_suspended',
    title: 'Account suspended',
    body: `Luxe Wheels suspended your dealer account: ${reason} Your cars are off sale and you cannot sign in. Contact us if you think this is wrong.`,
    now,
  });
  return {
    cancelled_bookings: bookings.filter((b) => b.status === 'reserved').length,
    cancelled_test_drives: drives,
    refunds_started: refunds,
    signed_out_sessions: signedOut,
    cars_changed: cars.length,
  };
}

async function restoreWithin(tx: Tx, vendorId: number, now: Date) {
  const cars = await selectSuspendedCarsOfDealer(tx, vendorId);
  await changeCars(tx, cars, now, () => returnFromSuspension(tx, cars, now));
  await notify(tx, {
    to: { kind: 'vendor', id: vendorId },
    kind: 'dealer_restored',
    title: 'Account restored',
    body: 'Luxe Wheels restored your dealer account: you can sign in again, and your cars are back on sale as they were.',
    now,
  });
  return { cancelled_bookings: 0, cancelled_test_drives: 0, refunds_started: 0, signed_out_sessions: 0, cars_changed: cars.length };
}
