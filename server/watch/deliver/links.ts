import type { AlertEvent } from '../../../src/api/schemas/alerts';

/** Absolute links in mail and payloads: the dashboard's paths under PUBLIC_URL. */
const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export interface AlertLinks {
  /** Exactly the event's mentions: its filters, window and zone. */
  mentions: string;
  inbox: string;
  rule: string;
}

export function alertLinks(publicUrl: string, event: AlertEvent): AlertLinks {
  const b = base(publicUrl);
  return {
    mentions: `${b}${event.mentionsPath}`,
    inbox: `${b}/inbox`,
    rule: `${b}/alerts?rule=${encodeURIComponent(event.ruleId)}`,
  };
}

/** The report the schedule belongs to (its schedules and run history open from it). */
export function reportLink(publicUrl: string, reportId: string): string {
  return `${base(publicUrl)}/open/${encodeURIComponent(reportId)}`;
}
