import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';

/** Every per-workspace area sits under this route: the id in the URL is checked once, here. */
export const Route = createFileRoute('/_app/w/$workspaceId')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d*$/.test(params.workspaceId)) throw notFound();
  },
  component: Outlet,
});
