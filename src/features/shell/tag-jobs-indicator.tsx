import { Button, Loader, Popover, ScrollArea } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { subscribeTagJobStarts } from '@/components/tagging/tag-job-runner';
import { TagJobTray } from '@/components/tagging/tag-job-tray';
import { useTagJobs } from '@/components/tagging/use-tag-jobs';

/**
 * The tagging jobs of this browser, from any page: mounted once in the shell so a stored job
 * resumes as soon as the app loads (one runner per tab; Web Locks keep tabs apart). Shows nothing
 * until a job exists; opens by itself when this tab starts one.
 */
export default function TagJobsIndicator() {
  const jobs = useTagJobs();
  const [opened, setOpened] = useState(false);
  useEffect(() => subscribeTagJobStarts(() => setOpened(true)), []);
  if (jobs.length === 0) return null;

  const active = jobs.filter((j) => j.queue.status !== 'done' && j.queue.status !== 'cancelled');
  const running = active.some((j) => j.queue.status === 'running');
  const total = active.reduce((s, j) => s + j.queue.total, 0);
  const settled = active.reduce((s, j) => s + j.queue.done + j.queue.failed.length, 0);
  const label =
    active.length > 0 ? `${total ? Math.floor((settled / total) * 100) : 100}%` : String(jobs.length);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          size="sm"
          px="xs"
          aria-label={`Tagging jobs: ${active.length} active`}
          data-testid="tag-jobs-indicator"
          leftSection={running ? <Loader size={14} /> : <IconTags size={16} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <ScrollArea.Autosize mah="70vh" type="auto">
          <TagJobTray />
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
