// Notifications (docs/product/notifications.md): other modules call notify() inside their transaction; the
// routes let each side read them.
export { notificationRoutes } from './routes';
export {
  NOTIFICATION_SMS_JOB,
  notificationJobs,
  notify,
  notifyMany,
  type NewNotification,
  type NotificationKind,
  type Recipient,
} from './service';
