// The notifications table: one row per thing that concerns one buyer or one dealer.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { buyers, notifications, vendors } from '../../db/schema';

export interface Recipient {
  kind: 'buyer' | 'vendor';
  id: number;
}

export type NotificationRow = typeof notifications.$inferSelect;

const ownedBy = (to: Recipient) => (to.kind === 'buyer' ? eq(notifications.buyerId, to.id) : eq(notifications.vendorId, to.id));

export async function insertNotification(
  tx: Tx,
  to: Recipient,
  n: { kind: string; title: string; body: string; offerId?: number; carId?: number; createdAt: Date },
): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      buyerId: to.kind === 'buyer' ? to.id : null,
      vendorId: to.kind === 'vendor' ? to.id : null,
      kind: n.kind,
      title: n.title,
      body: n.body,
      offerId: n.offerId ?? null,
      carId: n.carId ?? null,
      createdAt: n.createdAt,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/** Whether the account wants notifications by SMS; false when there is no such account. */
export async function selectSmsWanted(db: Db | Tx, to: Recipient): Promise<boolean> {
  const table = to.kind === 'buyer' ? buyers : vendors;
  const [row] = await db.select({ sms: table.smsNotifications }).from(table).where(eq(table.id, to.id)).limit(1);
  return row?.sms ?? false;
}

/** One page of the recipient's notifications, newest first (id breaks ties, so paging never repeats one). */
export function selectNotificationPage(db: Db, to: Recipient, limit: number, offset: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(ownedBy(to))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(db: Db, to: Recipient): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(ownedBy(to));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Marks the recipient's unread notifications among `ids` (or all of them) read; answers how many changed. */
export async function updateNotificationsRead(db: Db, to: Recipient, ids: number[] | 'all', now: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(ownedBy(to), isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return marked.length;
}

/** What the SMS of one notification needs: its text and its recipient's phone and choice. */
export async function selectNotificationSms(
  db: Db,
  notificationId: number,
): Promise<{ title: string; body: string; phone: string | null; smsWanted: boolean | null } | undefined> {
  const [row] = await db
    .select({
      title: notifications.title,
      body: notifications.body,
      phone: sql<string | null>`coalesce(${buyers.phone}, ${vendors.phone})`,
      smsWanted: sql<boolean | null>`coalesce(${buyers.smsNotifications}, ${vendors.smsNotifications})`,
    })
    .from(notifications)
    .leftJoin(buyers, eq(buyers.id, notifications.buyerId))
    .leftJoin(vendors, eq(vendors.id, notifications.vendorId))
    .where(eq(notifications.id, notificationId))
    .limit(1);
  return row;
}
