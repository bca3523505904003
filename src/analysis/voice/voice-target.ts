/**
 * Click-through of a share-of-voice number: the mention browser of that workspace with the chart's
 * filters and window (a bucket: the bucket's own window), so its count is the number clicked.
 */
export function voiceTarget(
  spec: { filters: Record<string, unknown>; range: { tz: string } & Record<string, unknown> },
  workspaceKey: string,
  bucket?: { since: string; to: string },
): { workspaceId: number; search: Record<string, unknown> } | null {
  const workspaceId = Number(workspaceKey);
  if (!Number.isInteger(workspaceId) || workspaceId < 1) return null;
  const window = bucket
    ? { range: 'custom', since: bucket.since, to: bucket.to, tz: spec.range.tz }
    : spec.range;
  return { workspaceId, search: { ...spec.filters, ...window } };
}
