import { Stack, Text } from '@mantine/core';
import { TagJobCard } from './tag-job-card';
import { useTagJobs } from './use-tag-jobs';

/** Tagging jobs of this browser (resumed after a reload); renders nothing when there are none. */
export function TagJobTray({ title = true }: { title?: boolean }) {
  const jobs = useTagJobs();
  if (jobs.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="Tagging jobs" component="section">
      {title && (
        <Text size="sm" fw={600}>
          Tagging jobs
        </Text>
      )}
      {jobs.map((job) => (
        <TagJobCard key={job.id} job={job} />
      ))}
    </Stack>
  );
}
