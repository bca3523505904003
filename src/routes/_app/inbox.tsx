import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '@/features/inbox/inbox-page';

/** The alert inbox (the header's bell): what the team's alert rules found, newest first. */
export const Route = createFileRoute('/_app/inbox')({
  component: InboxPage,
});
