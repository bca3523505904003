import { createFileRoute } from '@tanstack/react-router';
import { SnapshotPage } from '@/features/snapshot/snapshot-page';

/**
 * A client snapshot (`/s/<token>`): a report frozen as data, read-only, for anyone with the link
 * (and its password); no account, no analytics call, none of the signed-in app's code.
 */
export const Route = createFileRoute('/s/$token')({
  component: SnapshotPage,
});
