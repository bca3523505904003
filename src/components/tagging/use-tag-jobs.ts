import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getTagJobs, restoreTagJobs, subscribeTagJobs } from './tag-job-runner';

/** The tagging jobs of this browser; the first caller after a reload resumes stored jobs. */
export function useTagJobs() {
  const client = useQueryClient();
  useEffect(() => {
    void restoreTagJobs(client);
  }, [client]);
  return useSyncExternalStore(subscribeTagJobs, getTagJobs, getTagJobs);
}
