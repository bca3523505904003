import classes from './volume-histogram.module.css';

/**
 * The histogram's space while its code loads (it comes with the first rows, not before the
 * page's first paint): the same strip, plot, axis and readout line, empty, so nothing below moves when
 * the bars arrive.
 */
export function VolumeHistogramPlaceholder() {
  return (
    <div className={classes.frame} aria-hidden>
      <div className={classes.marks} />
      <div className={classes.plot} />
      <div className={classes.axis} />
      <div className={classes.readout} />
    </div>
  );
}
