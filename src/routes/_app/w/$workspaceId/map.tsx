import { createFileRoute } from '@tanstack/react-router';
import { MapPage, preloadMapBody } from '@/features/map/map-page';

/** The choropleth of this workspace's mentions: level, state, measure and tab live in the URL. */
export const Route = createFileRoute('/_app/w/$workspaceId/map')({
  // The loader rides in the page's own chunk: the route tree every page loads stays small.
  codeSplitGroupings: [['loader', 'component']],
  // No validateSearch here: the page validates its own params (map-search.ts), so the route tree
  // that every page loads does not carry the validator (the charts page sits at its budget).
  // The map's own chunk starts loading beside the page's (never throws).
  loader: () => preloadMapBody(),
  component: MapPage,
});
