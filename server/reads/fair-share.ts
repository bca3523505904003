/**
 * Which waiting read starts next, fairly between teams: the oldest read of the team with the
 * fewest reads running, skipping teams already at `cap` running reads. `queue` is in arrival
 * order; returns its index, or -1 when no waiting read may start now.
 */
export function nextFairIndex(
  queue: readonly { team: string }[],
  running: (team: string) => number,
  cap: number,
): number {
  const seen = new Set<string>();
  let best = -1;
  let bestRunning = Infinity;
  for (let i = 0; i < queue.length; i++) {
    const team = queue[i]!.team;
    if (seen.has(team)) continue;
    seen.add(team);
    const n = running(team);
    if (n < cap && n < bestRunning) [best, bestRunning] = [i, n];
  }
  return best;
}
