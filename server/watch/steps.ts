import { enqueueAlertDeliveries, enqueueRunDeliveries, runDueDeliveries } from './deliver';
import type { WatchSteps } from './engine';
import { runDueSchedules } from './schedules';
import { chromiumRenderer } from './schedules/render';

/**
 * What a tick does after evaluating the rules, in order: alert events hand their email and
 * webhook deliveries to the queue; due report schedules are rendered (Chromium opens this server's
 * own dashboard, signed in with the reads' token for the schedule's owner) and their mail queued;
 * then the due deliveries are sent.
 */
export function defaultWatchSteps(): WatchSteps {
  return {
    deliver: { enqueueAlert: enqueueAlertDeliveries },
    after: [
      {
        name: 'schedules',
        run: (ctx) =>
          runDueSchedules(ctx, {
            render: (job) =>
              chromiumRenderer({ baseUrl: ctx.selfUrl, tokenFor: (owner) => ctx.service.tokenFor(owner) })(
                job,
              ),
            enqueue: enqueueRunDeliveries,
          }),
      },
      { name: 'deliveries', run: (ctx) => runDueDeliveries(ctx) },
    ],
  };
}
