import { z } from 'zod/mini';
import { DeskUserSchema } from './desk';

/**
 * The desk's watch (`/desk/v1`, this project's server, never the analytics service): alert rules
 * evaluated on the server, the in-app inbox of what fired, deliveries by email and webhook, and
 * report schedules. docs/alerts.md documents each rule kind; docs/desk-api.md the routes.
 *
 * Routes (all need the desk's bearer, like the artefacts):
 * - `GET /alerts?workspaceId=` → AlertRuleList; `POST /alerts` AlertRuleInput → 201 AlertRule;
 *   `GET|PUT|DELETE /alerts/:id` (PUT and DELETE with `If-Match: "<version>"`, 412 on a stale one).
 * - `POST /alerts/preview` AlertPreviewRequest → AlertPreview ("would have fired on …").
 * - `POST /alerts/:id/test` → 202 AlertEvent (a sample sent now, marked `sample`, to the caller's
 *   inbox and the rule's channels; never de-duplicated, never counted as a real firing).
 * - `GET /alerts/:id/deliveries` → DeliveryList (the rule's delivery log, newest first).
 * - `GET /inbox?before=<firedAt>&limit=` → InboxPage; `POST /inbox/read` InboxReadRequest → 204.
 * - `GET /schedules?reportId=` → ScheduleList; `POST /schedules` ScheduleInput → 201 Schedule;
 *   `GET|PUT|DELETE /schedules/:id` (If-Match as above); `POST /schedules/:id/run` → 202 ScheduleRun
 *   (send now, for the last complete window: the latest slot's);
 *   `GET /schedules/:id/runs` → ScheduleRunList; `GET /runs/:runId/files/:format` → the file.
 *
 * Who sees what: a rule or schedule follows the artefact rule (owner, or `team` visibility and
 * every workspace held: server/desk/access.ts). The inbox holds the events of the rules the caller
 * can see; read state is per user.
 */

const isoTime = z.iso.datetime({ offset: true });
const anyObject = z.looseObject({});

/** The limits the watch enforces; each refusal names the limit (`code: 'limit'`, `param`). */
export const WATCH_LIMITS = {
  rulesPerWorkspace: 100,
  recipientsPerRule: 50,
  webhooksPerRule: 5,
  schedulesPerReport: 5,
  /** Emails one rule may send in an hour; further firings go to the inbox and the log says why. */
  emailsPerRuleHour: 20,
  /** Mentions listed in one alert's email or payload. */
  mentionsPerAlert: 5,
  /** Quiet period bounds (minutes). */
  quietMinutesMax: 7 * 24 * 60,
  titleChars: 200,
} as const;

export const SENSITIVITIES = ['low', 'medium', 'high'] as const;
export const RULE_KINDS = ['spike', 'volume', 'change', 'narrative', 'bot_share', 'new_mention'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/**
 * An email address and a web address, checked by pattern rather than with z.email()/z.url():
 * those validators' code would join the shared zod chunk every page loads first, for two forms
 * only the watch opens. The pattern is the pragmatic one (the mail server has the final word).
 */
export const EmailSchema = z.string().check(z.regex(/^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]+$/));
export const WebUrlSchema = z.string().check(z.regex(/^https?:\/\/[^\s/?#@]+(?::\d+)?(?:[/?#]\S*)?$/i));

const percent = z.number().check(z.gt(0), z.lte(10_000));

/** What a rule watches for; each kind's meaning is in docs/alerts.md. */
export const RuleConditionSchema = z.discriminatedUnion('kind', [
  /** The desk's spike detector (src/analysis/spikes) on the hourly or daily series. */
  z.strictObject({
    kind: z.literal('spike'),
    interval: z.enum(['hour', 'day']),
    sensitivity: z.enum(SENSITIVITIES),
  }),
  /** More than `threshold` mentions in the last completed period. */
  z.strictObject({
    kind: z.literal('volume'),
    threshold: z.int().check(z.minimum(1)),
    period: z.enum(['hour', 'day', 'week']),
  }),
  /** The last completed period changed by more than `percent` against the one before (up, down or either). */
  z.strictObject({
    kind: z.literal('change'),
    percent,
    direction: z.enum(['up', 'down', 'either']),
    period: z.enum(['day', 'week']),
    /** Fewer mentions than this in both periods never fires (no "+300 %" on 1 → 4). */
    minMentions: z.int().check(z.minimum(0)),
  }),
  /** A narrative that is new in the workspace, or rising (src/analysis/pulse/rising-narratives). */
  z.strictObject({
    kind: z.literal('narrative'),
    mode: z.enum(['new', 'rising']),
    minMentions: z.int().check(z.minimum(1)),
  }),
  /** The share of likely bots above `abovePercent`, or risen by `risePoints` against the previous period. */
  z.strictObject({
    kind: z.literal('bot_share'),
    abovePercent: z.optional(percent),
    risePoints: z.optional(percent),
    period: z.enum(['day', 'week']),
    minMentions: z.int().check(z.minimum(1)),
  }),
  /** Any mention matching the filters published since the last evaluation (e.g. from a list of domains). */
  z.strictObject({ kind: z.literal('new_mention') }),
]);
export type RuleCondition = z.infer<typeof RuleConditionSchema>;

export const WEBHOOK_KINDS = ['slack', 'teams', 'json'] as const;
export const WebhookSchema = z.strictObject({
  kind: z.enum(WEBHOOK_KINDS),
  url: WebUrlSchema,
  /** HMAC-SHA256 key of the generic JSON payload (header `X-Narrative-Desk-Signature: sha256=<hex>`). */
  secret: z.optional(z.string().check(z.minLength(16), z.maxLength(200))),
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const CHANNELS = ['inbox', 'email', 'webhook'] as const;
export type DeliveryChannel = (typeof CHANNELS)[number];

/** What the dashboard sends to create or replace a rule. */
export const AlertRuleInputSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(WATCH_LIMITS.titleChars)),
  workspaceId: z.int().check(z.minimum(1)),
  /** A saved view (artefact id) whose filters narrow the rule, read when the rule is evaluated. */
  viewId: z.nullable(z.string()),
  /** The dashboard's URL filters (MentionFilterSearch), applied with the view's. */
  filters: anyObject,
  condition: RuleConditionSchema,
  /** Email addresses (people without an account included). */
  recipients: z.array(EmailSchema).check(z.maxLength(WATCH_LIMITS.recipientsPerRule)),
  channels: z.array(z.enum(CHANNELS)).check(z.minLength(1)),
  webhooks: z.array(WebhookSchema).check(z.maxLength(WATCH_LIMITS.webhooksPerRule)),
  /** After a firing, the rule stays silent this long (minutes). */
  quietMinutes: z.int().check(z.minimum(0), z.maximum(WATCH_LIMITS.quietMinutesMax)),
  /** The zone the rule's day and week periods are counted in. */
  zone: z.string(),
  paused: z.boolean(),
  snoozedUntil: z.nullable(isoTime),
  visibility: z.enum(['private', 'team']),
});
export type AlertRuleInput = z.infer<typeof AlertRuleInputSchema>;

export const AlertRuleSchema = z.object({
  ...AlertRuleInputSchema.shape,
  id: z.string(),
  owner: DeskUserSchema,
  version: z.int(),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** Webhook secrets are never sent back: `secret` is replaced by `hasSecret`. */
  webhooks: z.array(z.object({ kind: z.enum(WEBHOOK_KINDS), url: z.string(), hasSecret: z.boolean() })),
  lastEvaluatedAt: z.nullable(isoTime),
  lastFiredAt: z.nullable(isoTime),
  /** The last evaluation's failure, in words (null when it succeeded). */
  lastError: z.nullable(z.string()),
  nextEvaluationAt: z.nullable(isoTime),
});
export type AlertRule = z.infer<typeof AlertRuleSchema>;
export const AlertRuleListSchema = z.object({ items: z.array(AlertRuleSchema) });

/** A figure an alert states, in words and numbers: "Mentions 412 (usual 120)". */
export const AlertFigureSchema = z.object({
  label: z.string(),
  value: z.number(),
  /** How the number reads ("412", "21 %"). */
  text: z.string(),
});

/** One firing: what the rule saw, explained, with the exact question behind it. */
export const AlertEventSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  ruleTitle: z.string(),
  workspaceId: z.int(),
  kind: z.enum(RULE_KINDS),
  firedAt: isoTime,
  /** The bucket or period that fired, [from, to). */
  from: isoTime,
  to: isoTime,
  zone: z.string(),
  /** One line: "Spike: 412 mentions on 12 Nov (UTC), 3.4× the usual 120". */
  headline: z.string(),
  /** The explanation sentence (spike-summary for spikes; the figures in words otherwise). */
  summary: z.string(),
  figures: z.array(AlertFigureSchema),
  /** The mentions behind it: the dashboard path with filters, window and zone (`/w/3/mentions?…`). */
  mentionsPath: z.string(),
  /** A few of the mentions (title, url, published), for the email and the payloads. */
  mentions: z.array(
    z.object({ id: z.string(), title: z.string(), url: z.nullable(z.string()), published: isoTime }),
  ),
  /** A test send ("send me a sample now"), not a real firing. */
  sample: z.boolean(),
});
export type AlertEvent = z.infer<typeof AlertEventSchema>;

export const InboxItemSchema = z.object({ event: AlertEventSchema, read: z.boolean() });
export const InboxPageSchema = z.object({
  items: z.array(InboxItemSchema),
  unread: z.int(),
  /** Pass as `before` for the next page; null at the end. */
  next: z.nullable(isoTime),
});
export type InboxPage = z.infer<typeof InboxPageSchema>;
export const InboxReadRequestSchema = z.union([
  z.strictObject({ ids: z.array(z.string()).check(z.minLength(1), z.maxLength(500)) }),
  z.strictObject({ all: z.literal(true) }),
]);

/** `POST /alerts/preview`: the rule as drafted, run over past buckets without sending anything. */
export const AlertPreviewRequestSchema = z.strictObject({
  rule: AlertRuleInputSchema,
  from: isoTime,
  to: isoTime,
});
export const AlertPreviewSchema = z.object({
  fires: z.array(z.object({ from: isoTime, to: isoTime, headline: z.string() })),
  /** "Examined 30 daily buckets, 1 Nov – 30 Nov (Europe/London)". */
  examined: z.string(),
});
export type AlertPreview = z.infer<typeof AlertPreviewSchema>;

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const DeliverySchema = z.object({
  id: z.string(),
  eventId: z.nullable(z.string()),
  runId: z.nullable(z.string()),
  channel: z.enum(['email', 'webhook']),
  /** The address, or the webhook's kind and host ("slack · hooks.slack.com"). */
  destination: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.int(),
  nextAttemptAt: z.nullable(isoTime),
  lastError: z.nullable(z.string()),
  sentAt: z.nullable(isoTime),
  createdAt: isoTime,
});
export type Delivery = z.infer<typeof DeliverySchema>;
export const DeliveryListSchema = z.object({ items: z.array(DeliverySchema) });

/** When a schedule runs, in its zone: every day, a weekday, or a day of the month, at a time. */
export const CadenceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('daily'), time: z.string().check(z.regex(/^\d\d:\d\d$/)) }),
  z.strictObject({
    kind: z.literal('weekly'),
    /** 1 = Monday … 7 = Sunday (ISO). */
    weekday: z.int().check(z.minimum(1), z.maximum(7)),
    time: z.string().check(z.regex(/^\d\d:\d\d$/)),
  }),
  z.strictObject({
    kind: z.literal('monthly'),
    /** 1–28, so every month has it. */
    day: z.int().check(z.minimum(1), z.maximum(28)),
    time: z.string().check(z.regex(/^\d\d:\d\d$/)),
  }),
]);
export type Cadence = z.infer<typeof CadenceSchema>;

/** The window a run reports on, ending at the slot's zone midnight (or hour). */
export const SCHEDULE_WINDOWS = ['last_day', 'last_7_days', 'last_week', 'last_month'] as const;

export const ScheduleInputSchema = z.strictObject({
  reportId: z.string(),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(WATCH_LIMITS.titleChars)),
  cadence: CadenceSchema,
  zone: z.string(),
  window: z.enum(SCHEDULE_WINDOWS),
  formats: z.array(z.enum(['pdf', 'pptx'])).check(z.minLength(1)),
  recipients: z.array(EmailSchema).check(z.minLength(1), z.maxLength(WATCH_LIMITS.recipientsPerRule)),
  paused: z.boolean(),
});
export type ScheduleInput = z.infer<typeof ScheduleInputSchema>;

export const ScheduleSchema = z.object({
  ...ScheduleInputSchema.shape,
  id: z.string(),
  owner: DeskUserSchema,
  version: z.int(),
  createdAt: isoTime,
  updatedAt: isoTime,
  nextRunAt: z.nullable(isoTime),
  lastRunAt: z.nullable(isoTime),
});
export type Schedule = z.infer<typeof ScheduleSchema>;
export const ScheduleListSchema = z.object({ items: z.array(ScheduleSchema) });

export const ScheduleRunSchema = z.object({
  id: z.string(),
  scheduleId: z.string(),
  /** The slot it ran for (a missed slot runs once, late, with its own slot time). */
  slot: isoTime,
  from: isoTime,
  to: isoTime,
  zone: z.string(),
  status: z.enum(['rendering', 'sent', 'failed']),
  error: z.nullable(z.string()),
  files: z.array(z.object({ format: z.enum(['pdf', 'pptx']), bytes: z.int() })),
  createdAt: isoTime,
});
export type ScheduleRun = z.infer<typeof ScheduleRunSchema>;
export const ScheduleRunListSchema = z.object({ items: z.array(ScheduleRunSchema) });
