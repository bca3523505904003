/**
 * What a timeline reads of the annotations: the stored list, its subscription and the marks for
 * a window. A chunk of its own (useTimelineAnnotations), with the annotations' schemas, asked
 * for beside a page's data rather than carried in its first load.
 */
export { annotationsInWindow } from '@/analysis/annotations/annotations';
export { listAnnotations, subscribeAnnotations } from '@/analysis/annotations/annotation-store';
export { annotationMarks } from './annotation-marks';
