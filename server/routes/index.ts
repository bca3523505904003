import type { FastifyInstance } from 'fastify';
import about from './about';
import token from './token';
import workspaces from './workspaces';
import folders from './folders';
import channels from './channels';
import customChannels from './custom-channels';
import customEnrichments from './custom-enrichments';
import mentions from './mentions';
import narratives from './narratives';
import analytics from './analytics';
import availableFilters from './available-filters';
import locations from './locations';

/** Every resource's routes, mounted under /api by app.ts. */
export const apiRoutes: ((app: FastifyInstance) => Promise<void>)[] = [
  about,
  token,
  workspaces,
  folders,
  channels,
  customChannels,
  customEnrichments,
  mentions,
  narratives,
  analytics,
  availableFilters,
  locations,
];
