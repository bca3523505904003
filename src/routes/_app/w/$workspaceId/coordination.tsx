import { createFileRoute } from '@tanstack/react-router';
import { CoordinationPage } from '@/features/coordination/coordination-page';

/** Coordination signals and propagation traces of the workspace's scope (its own params: coordination-search.ts). */
export const Route = createFileRoute('/_app/w/$workspaceId/coordination')({
  // No validateSearch here, as on the map: the page validates its own params with zod, so the route
  // tree every page loads does not carry the schema (the charts page sits at its budget).
  component: CoordinationPage,
});
