// Notifications (docs/product/notifications.md): written in the transaction of the change they report; the SMS
// goes after the commit, as a job, so a rolled-back change never texts anyone and a commit texts exactly once.
import type { MarkNotificationsReadBody, Notification, Pagination } from '@luxe/contract';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { pageOf, pagination } from '../../http/paging';
import { scheduleJobs, type JobDefinitions } from '../../jobs/runner';
import {
  countNotifications,
  insertNotifications,
  recipientKey,
  selectNotificationPage,
  selectNotificationSms,
  selectSmsWanted,
  updateNotificationsRead,
  type NotificationRow,
  type Recipient,
} from './queries';

export type { Recipient };
export type NotificationKind = Notification['kind'];

export interface NewNotification {
  to: Recipient;
  kind: NotificationKind;
  title: string;
  body: string;
  offerId?: number;
  carId?: number;
  /** Every notification also goes by SMS unless the recipient turned SMS off; false only for one recorded after the fact. */
  sms?: boolean;
  now: Date;
}

export const NOTIFICATION_SMS_JOB = 'notification-sms';
/** One SMS segment: the full text is in the app, the SMS carries its gist. */
export const SMS_MAX_CHARS = 160;

/** Writes the notification inside the caller's transaction and, when wanted, schedules its SMS; answers its id. */
export async function notify(tx: Tx, n: NewNotification): Promise<number> {
  const [id] = await notifyMany(tx, [n]);
  return id!;
}

/** notify() for many at once, in three statements whatever their number; answers their ids in the order given. */
export async function notifyMany(tx: Tx, list: NewNotification[]): Promise<number[]> {
  if (list.length === 0) return [];
  const ids = await insertNotifications(
    tx,
    list.map((n) => ({ to: n.to, kind: n.kind, title: n.title, body: n.body, offerId: n.offerId, carId: n.carId, createdAt: n.now })),
  );
  const texted = list.filter((n) => n.sms !== false);
  const wanted =
    texted.length > 0
      ? await selectSmsWanted(
          tx,
          texted.map((n) => n.to),
        )
      : new Set<string>();
  // The job rows commit (or roll back) with the notifications; each one's key keeps it to one SMS.
  await scheduleJobs(
    tx,
    notificationJobs,
    list.flatMap((n, i) =>
      n.sms !== false && wanted.has(recipientKey(n.to))
        ? [{ name: NOTIFICATION_SMS_JOB, key: `${NOTIFICATION_SMS_JOB}:${ids[i]}`, runAt: n.now, payload: { notificationId: ids[i] } }]
        : [],
    ),
  );
  return ids;
}

export function smsText(title: string, body: string): string {
  const text = `${title}: ${body}`;
  return text.length <= SMS_MAX_CHARS ? text : `${text.slice(0, SMS_MAX_CHARS - 1).trimEnd()}…`;
}

export const notificationJobs: JobDefinitions = {
  [NOTIFICATION_SMS_JOB]: {
    priority: 'messages',
    async run(deps, job, log) {
      const id = (job.payload as { notificationId?: unknown } | null)?.notificationId;
      if (typeof id !== 'number') throw new Error(`${job.key}: the payload names no notification`);
      const found = await selectNotificationSms(deps.database.db, id);
      // Gone with its offer or its account since it was written: nothing left to tell.
      if (!found?.phone) return log.info(`${job.key}: the notification or its recipient is gone; no SMS`);
      // Checked again at sending: the recipient may have turned SMS off since.
      if (!found.smsWanted) return log.info(`${job.key}: the recipient turned SMS off; no SMS`);
      await deps.sms.sendText(found.phone, smsText(found.title, found.body));
    },
  },
};

function toNotification(row: NotificationRow): Notification {
  return {
    notification_id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    offer_id: row.offerId,
    car_id: row.carId,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page of the recipient's notifications, newest first, paged and capped as every list is. */
export async function readNotifications(
  deps: AppDeps,
  to: Recipient,
  paging: { 'x-limit'?: number; 'x-offset'?: number },
): Promise<{ notifications: Notification[]; unread_count: number; pagination: Pagination }> {
  const { limit, offset } = pageOf(paging);
  const db = deps.database.db;
  const [rows, counts] = await Promise.all([selectNotificationPage(db, to, limit, offset), countNotifications(db, to)]);
  return { notifications: rows.map(toNotification), unread_count: counts.unread, pagination: pagination(counts.total, limit, offset) };
}

/**
 * Marks the recipient's own notifications read. NOTE: ids that are not the caller's (someone else's,
 * or gone with their offer) are skipped, not a 404: the answer is the same whether such an id exists or
 * not, so it tells nothing about others, and a bell's stale list still marks the rest.
 */
export async function markNotificationsRead(
  deps: AppDeps,
  to: Recipient,
  body: MarkNotificationsReadBody,
): Promise<{ marked: number; unread_count: number }> {
  const db = deps.database.db;
  const marked = await updateNotificationsRead(db, to, body.all ? 'all' : (body.notification_ids ?? []), deps.clock.now());
  const { unread } = await countNotifications(db, to);
  return { marked, unread_count: unread };
}
