import type { ReactNode } from 'react';
import { IconServerOff } from '@tabler/icons-react';
import { useDeskState } from '@/api/desk-state';
import { EmptyState } from '@/components/empty-state';
import { LoadingState } from '@/components/loading-state';

/**
 * What only the team desk can do (alerts, the inbox: the server watches while nobody looks):
 * the children once a desk answers, a spinner while it is asked, and why not when there is none.
 */
export function DeskRequired({ what, children }: { what: string; children: ReactNode }) {
  const desk = useDeskState();
  if (desk.mode === 'unknown') return <LoadingState label="Asking the team desk…" />;
  if (desk.mode === 'browser')
    return (
      <EmptyState
        icon={<IconServerOff size={26} />}
        title={`${what} need the team desk`}
        description={`The desk's server evaluates and delivers them while nobody has the dashboard open. ${desk.reason}`}
      />
    );
  return children;
}
