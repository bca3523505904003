import type { AlertRuleInput, ScheduleInput } from '../../src/api/schemas/alerts';
import type { DeskStore } from '../desk/db/open';
import type { AlertRuleTable, ReportScheduleTable } from '../desk/db/schema';
import type { Clock } from './clock';

/** What the watch sends mail with (server/watch/deliver: nodemailer over SMTP_URL). */
export interface MailMessage {
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Reads for the engine: the reference server's own API (with a token it signs itself for the
 * rule's owner) or the real service with the service account. Answers are parsed with the
 * dashboard's schemas by the caller.
 */
export interface ServiceClient {
  get(path: string, query: Record<string, unknown>, asUser: { id: string; name: string }): Promise<unknown>;
  /** The bearer those reads use for this user (the renderer signs the dashboard in with it). */
  tokenFor(asUser: { id: string; name: string }): Promise<string>;
}

/** Everything one engine tick needs; tests build one with an injected clock. */
export interface WatchContext {
  store: DeskStore;
  clock: Clock;
  /** This instance's name in lease_owner. */
  instanceId: string;
  /** null when SMTP_URL is unset: email deliveries fail with that reason, named in the log. */
  mailer: Mailer | null;
  /** Absolute base of the dashboard for links in mail and payloads. */
  publicUrl: string;
  /** Where this server itself answers (its listen address): the report renderer opens it. */
  selfUrl: string;
  service: ServiceClient;
}

/** An alert_rules row with its body parsed. */
export type StoredRule = AlertRuleTable & { input: AlertRuleInput };
/** A report_schedules row with its body parsed. */
export type StoredSchedule = ReportScheduleTable & { input: ScheduleInput };
