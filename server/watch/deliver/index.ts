/** Delivery of alerts and scheduled reports by email and webhook (docs/alerts.md, "Delivery"). */
export type { Mailer, MailMessage } from '../context';
export { mailerFromEnv, DEFAULT_MAIL_FROM } from './mailer';
export { enqueueAlertDeliveries, enqueueRunDeliveries } from './enqueue';
export {
  runDueDeliveries,
  DELIVERY_TIMEOUT_MS,
  MAX_ATTEMPTS,
  backoffMs,
  type DeliveryOptions,
} from './worker';
export { signWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER, DELIVERY_HEADER } from './webhook-send';
export { listDeliveries } from './rows';
