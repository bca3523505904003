import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, isApiError, NoContentSchema } from './client';
import { deskRequest } from './desk';
import {
  AlertEventSchema,
  AlertPreviewSchema,
  AlertRuleListSchema,
  AlertRuleSchema,
  DeliveryListSchema,
  InboxPageSchema,
  type AlertEvent,
  type AlertPreview,
  type AlertRule,
  type AlertRuleInput,
} from './schemas/alerts';

/**
 * The watch's alert rules, their deliveries and the inbox, over the desk's transport (desk.ts:
 * the bearer, schema parsing, `If-Match` on writes). Key literals live here only.
 */

/** How often the header's unread count asks (TanStack pauses it while the tab is hidden). */
export const INBOX_POLL_MS = 30_000;
/** Items per inbox page. */
export const INBOX_PAGE_SIZE = 25;

/**
 * A rule write refused because someone saved first (412): the rule as the desk holds it now, read
 * again, so the editor can say who changed it and when and offer to start from their version.
 * `current` is null when the rule was deleted meanwhile.
 */
export class AlertConflictError extends ApiError {
  constructor(
    message: string,
    readonly current: AlertRule | null,
  ) {
    super(412, 'conflict', message, undefined, undefined, true);
  }
}

const rulePath = (id: string) => `/alerts/${encodeURIComponent(id)}`;

export const fetchAlertRules = (workspaceId: number, signal?: AbortSignal) =>
  deskRequest(AlertRuleListSchema, '/alerts', { query: { workspaceId }, signal }).then((r) => r.items);

export const fetchAlertRule = (id: string, signal?: AbortSignal) =>
  deskRequest(AlertRuleSchema, rulePath(id), { signal });

/** Runs a versioned write; a 412 becomes an AlertConflictError carrying the rule as it is now. */
async function versioned<T>(id: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isApiError(error) || error.status !== 412) throw error;
    const current = await fetchAlertRule(id).catch((e: unknown) => {
      if (isApiError(e) && e.status === 404) return null;
      throw e;
    });
    const message = current
      ? 'Someone changed this rule meanwhile: your change was not saved'
      : 'This rule was deleted meanwhile: your change was not saved';
    throw new AlertConflictError(message, current);
  }
}

export const createAlertRule = (input: AlertRuleInput) =>
  deskRequest(AlertRuleSchema, '/alerts', { method: 'POST', body: input });

/** PUT is a full replace, based on `version` (If-Match). */
export const updateAlertRule = ({
  id,
  version,
  input,
}: {
  id: string;
  version: number;
  input: AlertRuleInput;
}) =>
  versioned(id, () =>
    deskRequest(AlertRuleSchema, rulePath(id), { method: 'PUT', body: input, ifMatch: version }),
  );

export const deleteAlertRule = ({ id, version }: { id: string; version: number }) =>
  versioned(id, () => deskRequest(NoContentSchema, rulePath(id), { method: 'DELETE', ifMatch: version }));

/** "Send a sample now": a sample event to the inbox of everyone who sees the rule and to its channels. */
export const sendAlertSample = (id: string): Promise<AlertEvent> =>
  deskRequest(AlertEventSchema, `${rulePath(id)}/test`, { method: 'POST' });

/** The draft rule run over [from, to) without sending anything. */
export const previewAlertRule = (request: {
  rule: AlertRuleInput;
  from: string;
  to: string;
}): Promise<AlertPreview> =>
  deskRequest(AlertPreviewSchema, '/alerts/preview', { method: 'POST', body: request });

export const fetchInboxPage = (before: string | null, limit: number, signal?: AbortSignal) =>
  deskRequest(InboxPageSchema, '/inbox', {
    query: before ? { before, limit } : { limit },
    signal,
  });

export const markInboxRead = (request: { ids: string[] } | { all: true }) =>
  deskRequest(NoContentSchema, '/inbox/read', { method: 'POST', body: request });

/** The rule as the editor sends it back: the stored shape minus what the desk computes. */
export function ruleInput(rule: AlertRule): AlertRuleInput {
  return {
    title: rule.title,
    workspaceId: rule.workspaceId,
    viewId: rule.viewId,
    filters: rule.filters,
    condition: rule.condition,
    recipients: rule.recipients,
    channels: rule.channels,
    // A secret is never sent back; a webhook sent without one keeps the one the desk holds.
    webhooks: rule.webhooks.map(({ kind, url }) => ({ kind, url })),
    quietMinutes: rule.quietMinutes,
    zone: rule.zone,
    paused: rule.paused,
    snoozedUntil: rule.snoozedUntil,
    visibility: rule.visibility,
  };
}

const ROOT = ['alerts'] as const;

export const alertQueries = {
  all: () => ROOT,
  lists: () => [...ROOT, 'list'] as const,
  list: (workspaceId: number) =>
    queryOptions({
      queryKey: [...alertQueries.lists(), workspaceId] as const,
      queryFn: ({ signal }) => fetchAlertRules(workspaceId, signal),
      meta: { silent: true },
    }),
  details: () => [...ROOT, 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...alertQueries.details(), id] as const,
      queryFn: ({ signal }) => fetchAlertRule(id, signal),
      meta: { silent: true },
    }),
  deliveries: (id: string) =>
    queryOptions({
      queryKey: [...ROOT, 'deliveries', id] as const,
      queryFn: ({ signal }) =>
        deskRequest(DeliveryListSchema, `${rulePath(id)}/deliveries`, { signal }).then((r) => r.items),
      meta: { silent: true },
    }),
  inbox: () => [...ROOT, 'inbox'] as const,
  /** The inbox, newest first, a page at a time (`before` = the last page's `next`). */
  inboxPages: () =>
    infiniteQueryOptions({
      queryKey: [...alertQueries.inbox(), 'pages'] as const,
      queryFn: ({ pageParam, signal }) => fetchInboxPage(pageParam, INBOX_PAGE_SIZE, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
      meta: { silent: true },
    }),
  /** The unread count for the header: one item asked, polled while the tab is visible. */
  unread: () =>
    queryOptions({
      queryKey: [...alertQueries.inbox(), 'unread'] as const,
      queryFn: ({ signal }) => fetchInboxPage(null, 1, signal).then((p) => p.unread),
      refetchInterval: INBOX_POLL_MS,
      refetchIntervalInBackground: false,
      staleTime: INBOX_POLL_MS / 2,
      meta: { silent: true },
    }),
};

const refreshRules = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: alertQueries.lists() }),
    client.invalidateQueries({ queryKey: alertQueries.details() }),
  ]);

/** A conflict brings the rule as it is now into the cache (the list shows it). */
const takeCurrent = (client: QueryClient, error: unknown) => {
  if (error instanceof AlertConflictError && error.current)
    client.setQueryData(alertQueries.detail(error.current.id).queryKey, error.current);
};

export const alertMutations = {
  create: mutationOptions({
    mutationFn: createAlertRule,
    onSettled: (_d, _e, _v, _r, { client }) => refreshRules(client),
    meta: { silent: true },
  }),
  update: mutationOptions({
    mutationFn: updateAlertRule,
    onSuccess: (rule, _v, _r, { client }) => client.setQueryData(alertQueries.detail(rule.id).queryKey, rule),
    onError: (error, _v, _r, { client }) => takeCurrent(client, error),
    onSettled: (_d, _e, _v, _r, { client }) => refreshRules(client),
    meta: { silent: true },
  }),
  remove: mutationOptions({
    mutationFn: deleteAlertRule,
    onError: (error, _v, _r, { client }) => takeCurrent(client, error),
    onSettled: (_d, _e, _v, _r, { client }) => refreshRules(client),
    meta: { errorTitle: 'Could not delete the alert rule' },
  }),
  sample: mutationOptions({
    mutationFn: sendAlertSample,
    onSuccess: (event, _v, _r, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: alertQueries.inbox() }),
        client.invalidateQueries({ queryKey: alertQueries.deliveries(event.ruleId).queryKey }),
      ]),
    meta: { errorTitle: 'Could not send a sample' },
  }),
  preview: mutationOptions({ mutationFn: previewAlertRule, meta: { silent: true } }),
  read: mutationOptions({
    mutationFn: markInboxRead,
    onSettled: (_d, _e, _v, _r, { client }) => client.invalidateQueries({ queryKey: alertQueries.inbox() }),
    meta: { errorTitle: 'Could not mark the alerts read' },
  }),
};

/** The inbox's unread items' ids on a page set (for "mark read on open" and counts). */
export const unreadIds = (pages: readonly z.infer<typeof InboxPageSchema>[]) =>
  pages.flatMap((p) => p.items.filter((i) => !i.read).map((i) => i.event.id));
