import { mutationOptions, queryOptions, useMutation } from '@tanstack/react-query';
import { NoContentSchema } from './client';
import { deskRequest } from './desk';
import {
  ScheduleListSchema,
  ScheduleRunListSchema,
  ScheduleRunSchema,
  ScheduleSchema,
  type Schedule,
  type ScheduleInput,
} from './schemas/alerts';
import { DESK_BASE } from './schemas/desk';

/** Report schedules on the team desk (`/desk/v1/schedules`, src/api/schemas/alerts.ts). */

const root = ['desk', 'schedules'] as const;
const path = (id: string) => `/schedules/${encodeURIComponent(id)}`;

export const scheduleQueries = {
  all: () => root,
  list: (reportId: string) =>
    queryOptions({
      queryKey: [...root, 'list', reportId] as const,
      queryFn: ({ signal }) =>
        deskRequest(ScheduleListSchema, '/schedules', { query: { reportId }, signal }).then((r) => r.items),
      meta: { errorTitle: 'The schedules could not be read' },
    }),
  /** A schedule's runs, polled while one is rendering. */
  runs: (scheduleId: string) =>
    queryOptions({
      queryKey: [...root, 'runs', scheduleId] as const,
      queryFn: ({ signal }) =>
        deskRequest(ScheduleRunListSchema, `${path(scheduleId)}/runs`, { signal }).then((r) => r.items),
      refetchInterval: (q) => (q.state.data?.some((r) => r.status === 'rendering') ? 3000 : false),
      meta: { errorTitle: 'The runs could not be read' },
    }),
};

/** Where a run's file is downloaded (the desk answers it with the report's name). */
export const runFileUrl = (runId: string, format: 'pdf' | 'pptx') =>
  `${DESK_BASE}/runs/${encodeURIComponent(runId)}/files/${format}`;

/** Downloads a run's file with the desk's bearer (a plain link would carry none). */
export async function fetchRunFile(
  runId: string,
  format: 'pdf' | 'pptx',
  token: string | null,
): Promise<Blob> {
  const res = await fetch(runFileUrl(runId, format), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!res.ok) throw new Error(`The ${format.toUpperCase()} could not be downloaded (${res.status})`);
  return res.blob();
}

export const scheduleMutations = {
  save: mutationOptions({
    mutationFn: ({ id, version, input }: { id?: string; version?: number; input: ScheduleInput }) =>
      id
        ? deskRequest(ScheduleSchema, path(id), { method: 'PUT', body: input, ifMatch: version })
        : deskRequest(ScheduleSchema, '/schedules', { method: 'POST', body: input }),
    onSettled: (_d, _e, _v, _r, { client }) => client.invalidateQueries({ queryKey: root }),
  }),
  remove: mutationOptions({
    mutationFn: (s: Pick<Schedule, 'id' | 'version'>) =>
      deskRequest(NoContentSchema, path(s.id), { method: 'DELETE', ifMatch: s.version }),
    onSettled: (_d, _e, _v, _r, { client }) => client.invalidateQueries({ queryKey: root }),
  }),
  sendNow: mutationOptions({
    mutationFn: (scheduleId: string) =>
      deskRequest(ScheduleRunSchema, `${path(scheduleId)}/run`, { method: 'POST' }),
    onSettled: (_d, _e, scheduleId, _r, { client }) =>
      client.invalidateQueries({ queryKey: scheduleQueries.runs(scheduleId).queryKey }),
  }),
};

export const useSaveSchedule = () => useMutation(scheduleMutations.save);
export const useDeleteSchedule = () => useMutation(scheduleMutations.remove);
export const useSendScheduleNow = () => useMutation(scheduleMutations.sendNow);
