import { useId, type CSSProperties } from 'react';
import classes from './segmented-choice.module.css';

type Props<T extends string> = {
  'aria-label': string;
  data: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  size?: 'xs' | 'sm';
  disabled?: boolean;
  /** The choices share the whole width. */
  fullWidth?: boolean;
  style?: CSSProperties;
};

/**
 * One of a few choices side by side (Mantine's SegmentedControl look): native radios, so arrow
 * keys move between them and a label click chooses. Written here because Mantine's slides an
 * animated indicator (FloatingIndicator, a resize observer, timers): 2.9 kB gzipped on the first
 * load of five analysis pages for an animation.
 */
export function SegmentedChoice<T extends string>({
  'aria-label': label,
  data,
  value,
  onChange,
  size = 'sm',
  disabled,
  fullWidth,
  style,
}: Props<T>) {
  const name = useId();
  return (
    <fieldset
      role="radiogroup"
      aria-label={label}
      className={classes.root}
      data-size={size}
      data-full-width={fullWidth || undefined}
      disabled={disabled}
      style={style}
    >
      {data.map((item) => (
        <label key={item.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          <span className={classes.label}>{item.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
