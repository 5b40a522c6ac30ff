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

/** Writes the notifications in one statement; answers their ids, in the order given. */
export async function insertNotifications(
  tx: Tx,
  rows: { to: Recipient; kind: string; title: string; body: string; offerId?: number; carId?: number; createdAt: Date }[],
): Promise<number[]> {
  const written = await tx
    .insert(notifications)
    .values(
      rows.map((n) => ({
        buyerId: n.to.kind === 'buyer' ? n.to.id : null,
        vendorId: n.to.kind === 'vendor' ? n.to.id : null,
        kind: n.kind,
        title: n.title,
        body: n.body,
        offerId: n.offerId ?? null,
        carId: n.carId ?? null,
        createdAt: n.createdAt,
      })),
    )
    .returning({ id: notifications.id });
  // NOTE: the ids are serial, taken in the order of the VALUES list: sorted, they are in the order given.
  return written.map((r) => r.id).sort((a, b) => a - b);
}

/** The recipients among `to` who want notifications by SMS (an account that does not exist does not). */
export async function selectSmsWanted(db: Db | Tx, to: Recipient[]): Promise<Set<string>> {
  const wanted = new Set<string>();
  for (const [kind, table] of [
    ['buyer', buyers],
    ['vendor', vendors],
  ] as const) {
    const ids = [...new Set(to.filter((r) => r.kind === kind).map((r) => r.id))];
    if (ids.length === 0) continue;
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), eq(table.smsNotifications, true)));
    for (const row of rows) wanted.add(recipientKey({ kind, id: row.id }));
  }
  return wanted;
}

export const recipientKey = (to: Recipient) => `${to.kind}:${to.id}`;

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
