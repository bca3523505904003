import { Title } from '@mantine/core';
import { ClampedText } from '@/components/clamped-text';

/**
 * "Mentions · <workspace>" on one line; a name too long for it (a phone, a 249-letter title) is
 * cut with a "Show the full name" toggle under it (tap, click or keyboard) and its hover title.
 */
export function MentionsHeading({ workspaceTitle }: { workspaceTitle: string | undefined }) {
  const text = `Mentions${workspaceTitle ? ` · ${workspaceTitle}` : ''}`;
  return (
    <div style={{ minWidth: 0, flex: 1 }}>
      <ClampedText lines={1} showLabel="Show the full name" hideLabel="Show less">
        <Title order={1} fz="h3" title={text}>
          {text}
        </Title>
      </ClampedText>
    </div>
  );
}
