import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { customChannelMutations } from '@/api/custom-channels';
import { toBatches, type ImportRow } from '@/lib/custom-channel-import';

export interface BatchOutcome {
  rows: number[];
  ok: boolean;
  message: string;
}

/** Sends the valid, unsent rows in batches of 100, one after another; a rejected batch keeps its reason. */
export function usePushJob() {
  // A rejected batch is shown on its rows with the server's reason: no global toast as well.
  const push = useMutation({ ...customChannelMutations.push, meta: { silent: true } });
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());
  const [outcomes, setOutcomes] = useState<BatchOutcome[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const send = async (channelId: string, rows: readonly ImportRow[]) => {
    const batches = toBatches(rows.filter((r) => !sent.has(r.row)));
    const total = batches.reduce((n, b) => n + b.rows.length, 0);
    setOutcomes([]);
    setProgress({ done: 0, total });
    let done = 0;
    const nowSent = new Set(sent);
    for (const batch of batches) {
      try {
        const result = await push.mutateAsync({ channelId, mentions: batch.mentions });
        batch.rows.forEach((r) => nowSent.add(r));
        setSent(new Set(nowSent));
        setOutcomes((o) => [...o, { rows: batch.rows, ok: true, message: `${result.count} queued` }]);
      } catch (error) {
        setOutcomes((o) => [
          ...o,
          { rows: batch.rows, ok: false, message: error instanceof Error ? error.message : String(error) },
        ]);
      }
      done += batch.rows.length;
      setProgress({ done, total });
    }
    setProgress(null);
  };

  const reset = () => {
    setSent(new Set());
    setOutcomes([]);
  };

  return { send, sent, outcomes, progress, sending: progress !== null, reset };
}
