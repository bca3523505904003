import { createFileRoute } from '@tanstack/react-router';
import { OpenArtefactPage } from '@/features/desk-links/open-artefact-page';

/** A team desk link (`/open/<id>`): loads the saved view or report by id and opens it. */
export const Route = createFileRoute('/_app/open/$artefactId')({
  component: OpenArtefactPage,
});
