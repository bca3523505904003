import type { Db } from './db/open';
import { matchMentionToWorkspaces, rematchWorkspace } from './db/workspace-matcher';
import { detectNarratives } from './seed/narratives';
import { setNarrativeStatus, workspaceExists } from './db/repositories/workspaces';
import { markWriteDone, nextPendingWrite, type QueuedWrite } from './db/repositories/write-queue';
import {
  insertCustomMention,
  linkMentionToNarratives,
  type NewCustomMention,
} from './db/repositories/custom-channels';
import { writeEnrichmentValues, type ResolvedValue } from './db/repositories/enrichment-values';

/** First step of the pipeline: the workspace shows 'processing' while it is re-matched. */
export function startWorkspacePipeline(db: Db, workspaceId: number): void {
  if (workspaceExists(db, workspaceId)) setNarrativeStatus(db, workspaceId, 'processing');
}

/**
 * Re-matches a workspace's mentions and detects its narratives:
 * status new → processing → ready (failed on error). Skipped when the workspace was deleted.
 */
export function runWorkspacePipeline(db: Db, workspaceId: number, nowMs: number): void {
  if (!workspaceExists(db, workspaceId)) return;
  setNarrativeStatus(db, workspaceId, 'processing');
  try {
    db.transaction(() => {
      rematchWorkspace(db, workspaceId);
      detectNarratives(db, workspaceId, nowMs);
    })();
    if (workspaceExists(db, workspaceId)) setNarrativeStatus(db, workspaceId, 'ready');
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
