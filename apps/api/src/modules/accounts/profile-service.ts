// The buyer's profile (docs/product/accounts.md): read, edit, picture.
import { randomBytes } from 'node:crypto';
import type { Profile, UpdateProfileBody } from '@luxe/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buyers } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { selectLatestBookingId } from '../bookings';
import { selectLatestTestDriveId } from '../test-drives';
import { selectBuyer, updateBuyer } from './queries';

type Gender = 1 | 2 | 3;
const asGender = (value: number | null): Gender | null => (value === 1 || value === 2 || value === 3 ? value : null);

export async function getProfile(deps: AppDeps, buyerId: number): Promise<Profile> {
  const db = deps.database.db;
  const buyer = await selectBuyer(db, buyerId);
  if (!buyer) throw notFound('Account not found');
  const [bookingId, testDriveId] = await Promise.all([selectLatestBookingId(db, buyerId), selectLatestTestDriveId(db, buyerId)]);
  return {
    user_personal_data: {
      full_name: buyer.fullName,
      phone: buyer.phone,
      email: buyer.email,
      gender: asGender(buyer.gender),
      user_profile_pic: buyer.profilePic,
      profile_pic: buyer.profilePic,
    },
    user_address: { city: buyer.city, state: buyer.state },
    booking_id: bookingId,
    test_drive_id: testDriveId,
  };
}

export const UNCHANGED_PROFILE = 'Old data cannot be submitted. Please make some changes.';

export async function updateProfile(deps: AppDeps, buyerId: number, body: UpdateProfileBody): Promise<Profile> {
  if (body.personal_data?.phone !== undefined) throw badRequest('Phone number cannot be changed.', 'personal_data.phone');
  const current = await getProfile(deps, buyerId);
  const personal = body.personal_data ?? {};
  const address = body.address ?? {};
  const emptyToNull = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);
  const next = {
    fullName: personal.full_name ?? current.user_personal_data.full_name,
    email: personal.email ?? current.user_personal_data.email,
    gender: personal.gender ?? current.user_personal_data.gender,
    city: emptyToNull(address.city) === undefined ? current.user_address.city : emptyToNull(address.city)!,
    state: emptyToNull(address.state) === undefined ? current.user_address.state : emptyToNull(address.state)!,
  };
  const unchanged =
    next.fullName === current.user_personal_data.full_name &&
    next.email === current.user_personal_data.email &&
    next.gender === current.user_personal_data.gender &&
    next.city === current.user_address.city &&
    next.state === current.user_address.state;
  if (unchanged) throw badRequest(UNCHANGED_PROFILE);
  await updateBuyer(deps.database.db, buyerId, next, deps.clock.now());
  return getProfile(deps, buyerId);
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const PROFILE_PIC_SIZE = 512;

/** Re-encodes an uploaded picture (which drops EXIF and location data); refuses anything that is not a real JPEG, PNG or WebP. */
export async function reencodePicture(bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest('The picture must be a JPEG, PNG or WebP image.', 'image_url');
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PROFILE_PIC_SIZE, PROFILE_PIC_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest('The picture could not be read. Please choose another image.', 'image_url');
  }
}

/**
 * Stores the new picture, then points the buyer's row at it, then deletes the file it replaced. The row is the
 * decision point, whichever server each upload reaches: the swap reads the current picture under a row lock and
 * writes the new one in one transaction, so each of several racing uploads replaces exactly the file the one
 * before it wrote, and deletes it; a swap that does not happen deletes its own new file. Four uploads at once
 * end with one file in the store, the one the row names.
 */
export async function updateProfilePicture(deps: AppDeps, buyerId: number, bytes: Buffer): Promise<string> {
  const encoded = await reencodePicture(bytes);
  const buyer = await selectBuyer(deps.database.db, buyerId);
  if (!buyer) throw notFound('Account not found');
  const url = await deps.files.put(`${randomBytes(16).toString('hex')}.webp`, encoded);
  let swapped: { replaced: string | null } | undefined;
  try {
    swapped = await deps.database.db.transaction(async (tx) => {
      const [row] = await tx.select({ profilePic: buyers.profilePic }).from(buyers).where(eq(buyers.id, buyerId)).for('update');
      if (!row) return undefined;
      await tx.update(buyers).set({ profilePic: url, updatedAt: deps.clock.now() }).where(eq(buyers.id, buyerId));
      return { replaced: row.profilePic };
    });
  } catch (err) {
    await deps.files.deleteByUrl(url);
    throw err;
  }
  if (!swapped) {
    await deps.files.deleteByUrl(url);
    throw notFound('Account not found');
  }
  if (swapped.replaced && swapped.replaced !== url) await deps.files.deleteByUrl(swapped.replaced);
  return url;
}
