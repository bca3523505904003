import { useState } from 'react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deskState } from '@/api/desk-state';
import { listAnnotations } from '@/analysis/annotations/annotation-store';
import { areaOf, captureView } from '@/analysis/views/saved-views';
import { VIEW_NAME_MAX, viewNameClash, type NamedView } from '@/analysis/views/view-names';
import { notePaste } from '@/lib/paste-cut';

interface Props {
  pathname: string;
  search: Record<string, unknown>;
  workspaceTitle?: string;
  /** The analyst's window as fixed dates, offered when the window is relative ("last 30 days"). */
  window: { since: string; to: string };
  relative: boolean;
  /** The views saved already: a name they hold (in any case) is refused. */
  views: readonly NamedView[];
  onSave: (view: NonNullable<ReturnType<typeof captureView>>) => void;
}

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Names and saves the investigation on screen. */
export function SaveViewForm({ pathname, search, workspaceTitle, window, relative, views, onSave }: Props) {
  const [name, setName] = useState('');
  const [pin, setPin] = useState(false);
  const [cut, setCut] = useState<string | null>(null);
  const trimmed = name.trim();
  const clash = viewNameClash(views, trimmed);
  const save = () => {
    if (!trimmed || clash) return;
    const place = areaOf(pathname);
    const view = captureView({
      pathname,
      search,
      name: trimmed,
      workspaceTitle,
      pinnedWindow: pin ? window : undefined,
      annotations: place ? listAnnotations(place.workspaceId) : undefined,
      now: new Date(),
      id: newId(),
    });
    if (!view) return;
    onSave(view);
    const where = deskState.get().mode === 'desk' ? 'to the team desk' : 'in this browser';
    notifications.show({ color: 'teal', message: `View “${view.name}” saved ${where}.` });
    setName('');
    setCut(null);
  };
  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          size="xs"
          label="Save this view as"
          placeholder="e.g. Spanish news on battery plants"
          maxLength={VIEW_NAME_MAX}
          value={name}
          error={clash}
          description={cut && name.length >= VIEW_NAME_MAX ? cut : undefined}
          onPaste={(e) => setCut(notePaste(e, VIEW_NAME_MAX))}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && save()}
          data-autofocus
        />
        <Button size="xs" onClick={save} disabled={!trimmed || clash !== null}>
          Save
        </Button>
      </Group>
      {relative && (
        <Checkbox
          size="xs"
          label="Keep these exact dates (otherwise the window moves with today)"
          checked={pin}
          onChange={(e) => setPin(e.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
