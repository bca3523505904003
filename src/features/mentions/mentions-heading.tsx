import { useState } from 'react';
import { Title } from '@mantine/core';
import classes from './mentions-page.module.css';

/**
 * "Mentions · <workspace>" on one line. A name too long for it (a phone, a 249-letter title) is
 * cut there, and shows in full on hover (its title) or when tapped, clicked or pressed (Enter,
 * Space): the heading's text is a button that unfolds it. Plain CSS, no measuring: the mention
 * browser's first load has no room for more.
 */
export function MentionsHeading({ workspaceTitle }: { workspaceTitle: string | undefined }) {
  const [full, setFull] = useState(false);
  const text = `Mentions${workspaceTitle ? ` · ${workspaceTitle}` : ''}`;
  return (
    // At least 14rem before the actions beside it wrap under it; all the room left when they do not.
    <Title order={1} fz="h3" style={{ minWidth: 0, flex: '1 1 14rem' }}>
      <button
        type="button"
        className={classes.heading}
        data-full={full || undefined}
        title={full ? undefined : text}
        aria-expanded={full}
        onClick={() => setFull((f) => !f)}
      >
        {text}
      </button>
    </Title>
  );
}
