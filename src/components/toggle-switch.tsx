import { useId, type CSSProperties, type ReactNode } from 'react';
import classes from './toggle-switch.module.css';

type Props = {
  label: ReactNode;
  /** A line under the label, read by screen readers as the switch's description. */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  size?: 'xs' | 'sm';
  style?: CSSProperties;
  'data-testid'?: string;
};

/**
 * An on/off setting (Mantine's Switch look): a native checkbox with the switch role, so Space
 * toggles it and a click on the label does too. Written here because Mantine's Switch (its
 * group context, label/description wrapper and styles API) costs 1.6 kB gzipped on the first
 * load of four pages for a checkbox.
 */
export function ToggleSwitch({ label, description, checked, onChange, size = 'sm', style, ...rest }: Props) {
  const descriptionId = useId();
  return (
    <div className={classes.root} data-size={size} style={style} data-testid={rest['data-testid']}>
      <label className={classes.control}>
        <input
          type="checkbox"
          role="switch"
          className={classes.input}
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-describedby={description ? descriptionId : undefined}
        />
        <span className={classes.track} aria-hidden>
          <span className={classes.thumb} />
        </span>
        <span className={classes.label}>{label}</span>
      </label>
      {description && (
        <div id={descriptionId} className={classes.description}>
          {description}
        </div>
      )}
    </div>
  );
}
