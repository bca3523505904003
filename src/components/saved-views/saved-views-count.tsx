import { useSavedViews } from '@/hooks/use-saved-views';

/** " (3)" after the Views button's label: how many views there are (on the team desk or in this browser) (nothing for none). */
export default function SavedViewsCount() {
  const { views } = useSavedViews();
  return views.length ? <> ({views.length})</> : null;
}
