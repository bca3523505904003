import type { Db } from '../db/open';
import { matchMentionToWorkspaces, replaceWorkspaceMentions } from '../db/workspace-matcher';
import { setNarrativeStatus, workspaceExists } from '../db/repositories/workspaces';
import { markWriteDone, nextPendingWrite, type QueuedWrite } from '../db/repositories/write-queue';
import {
  insertCustomMention,
  linkMentionToNarratives,
  type NewCustomMention,
} from '../db/repositories/custom-channels';
import { writeEnrichmentValues, type ResolvedValue } from '../db/repositories/enrichment-values';
import { replaceNarratives } from '../db/repositories/narratives';
import type { ReadRunner } from '../reads';

/** Background reads have no caller waiting: a generous budget, only against a runaway query. */
const PIPELINE_BUDGET_MS = 5 * 60_000;

/** First step of the pipeline: the workspace shows 'processing' while it is re-matched. */
export function startWorkspacePipeline(db: Db, workspaceId: number): void {
  if (workspaceExists(db, workspaceId)) setNarrativeStatus(db, workspaceId, 'processing');
}

/**
 * Re-matches a workspace's mentions and detects its narratives:
 * status new → processing → ready (failed on error). Skipped when the workspace was deleted.
 * The reading and the clustering run on a read worker; only the writes run here, each in its own
 * transaction. Nothing else writes these rows meanwhile: the background worker runs one task at
 * a time, queued writes included.
 */
export async function runWorkspacePipeline(
  db: Db,
  reads: ReadRunner,
  workspaceId: number,
  nowMs: number,
): Promise<void> {
  if (!workspaceExists(db, workspaceId)) return;
  setNarrativeStatus(db, workspaceId, 'processing');
  const budget = { budgetMs: PIPELINE_BUDGET_MS };
  try {
    replaceWorkspaceMentions(db, workspaceId, await reads.run('matchWorkspace', [workspaceId], budget));
    const planned = await reads.run('planNarratives', [workspaceId, nowMs], budget);
    if (workspaceExists(db, workspaceId)) replaceNarratives(db, workspaceId, planned);
  } catch (err) {
    if (workspaceExists(db, workspaceId)) setNarrativeStatus(db, workspaceId, 'failed');
    throw err;
  }
}

/** The payload of a queued custom-channel push: mentions already validated and normalised. */
export type CustomPushPayload = NewCustomMention[];

function processCustomPush(db: Db, write: QueuedWrite, nowMs: number): void {
  const channelId = write.target ?? '';
  for (const m of JSON.parse(write.payload) as CustomPushPayload) {
    const id = insertCustomMention(db, write.teamId, channelId, m, nowMs);
    // Only the team's own workspaces whose query matches take the mention (the matcher's rule).
    matchMentionToWorkspaces(db, id);
    linkMentionToNarratives(db, id);
  }
}

/**
 * Processes the oldest pending queued write in one transaction with its done mark, so a crash
 * either keeps it pending or applies it exactly once. Returns false when nothing was pending.
 */
export function processNextQueuedWrite(db: Db, nowMs: number): boolean {
  const write = nextPendingWrite(db);
  if (!write) return false;
  try {
    db.transaction(() => {
      if (write.kind === 'custom_channel_mentions') processCustomPush(db, write, nowMs);
      else writeEnrichmentValues(db, write.teamId, JSON.parse(write.payload) as ResolvedValue[]);
      markWriteDone(db, write.id, nowMs);
    })();
  } catch (err) {
    // A write that cannot be applied must not block the queue behind it forever.
    markWriteDone(db, write.id, nowMs);
    throw err;
  }
  return true;
}
