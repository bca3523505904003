/** Event annotations on the timelines of a workspace (stored in the browser: src/lib/annotation-store). */
export { AnnotationsMenu } from './annotations-menu';
export { annotationDays, annotationMarks } from './annotation-marks';
