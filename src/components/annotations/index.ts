/**
 * Event annotations on the timelines of a workspace (stored in the browser: src/analysis/annotations/annotation-store).
 * Only what a page's first load may carry: the store, the schemas and the marks load beside the
 * page's data (useTimelineAnnotations), the list and the form when the menu opens.
 */
export { AnnotationsMenu } from './lazy-annotations-menu';
export {
  preloadAnnotations,
  useTimelineAnnotations,
  type TimelineAnnotations,
} from './use-timeline-annotations';
