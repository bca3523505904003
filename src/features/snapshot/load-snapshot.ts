import { isApiError } from '@/api/client';
import { deskRequest } from '@/api/desk';
import { PublicSnapshotSchema, type PublicSnapshot } from '@/api/schemas/desk';
import { SnapshotContentSchema, type SnapshotContent } from '@/analysis/reports/snapshot-content';

export type SnapshotProblemKind =
  'password_required' | 'wrong_password' | 'expired' | 'revoked' | 'not_found' | 'damaged' | 'failed';

/**
 * Why a snapshot does not show. Not an ApiError on purpose: the app's one 401 path (sign-in) is for
 * the analyst's session, and a snapshot's reader has none.
 */
export class SnapshotProblem extends Error {
  constructor(
    readonly kind: SnapshotProblemKind,
    message: string,
  ) {
    super(message);
  }
}

const WORDS: Record<Exclude<SnapshotProblemKind, 'failed'>, string> = {
  password_required: 'This snapshot is protected by a password.',
  wrong_password: 'That password is not right. Try again, or ask whoever sent the link.',
  expired: 'This snapshot link has expired. Ask whoever sent it for a new one.',
  revoked: 'This snapshot link was withdrawn by its owner. Ask whoever sent it for a new one.',
  not_found: 'There is no snapshot at this link. Check that it was copied whole.',
  damaged: 'This snapshot cannot be shown: its content is damaged or from a newer version.',
};

export type LoadedSnapshot = Omit<PublicSnapshot, 'content'> & { content: SnapshotContent };

/** `GET /desk/v1/public/snapshots/:token`, with the password when one was typed. */
export async function loadSnapshot(token: string, password: string | null): Promise<LoadedSnapshot> {
  try {
    const snapshot = await deskRequest(
      PublicSnapshotSchema,
      `/public/snapshots/${encodeURIComponent(token)}`,
      {
        auth: false,
        headers: password ? { 'X-Snapshot-Password': password } : undefined,
      },
    );
    const content = SnapshotContentSchema.safeParse(snapshot.content);
    if (!content.success) throw new SnapshotProblem('damaged', WORDS.damaged);
    return { ...snapshot, content: content.data };
  } catch (error) {
    if (error instanceof SnapshotProblem || !isApiError(error)) throw error;
    const kind = error.code as SnapshotProblemKind;
    if (kind in WORDS) throw new SnapshotProblem(kind, WORDS[kind as keyof typeof WORDS]);
    if (error.status === 404) throw new SnapshotProblem('not_found', WORDS.not_found);
    if (error.status === 410) throw new SnapshotProblem('expired', WORDS.expired);
    throw new SnapshotProblem('failed', `The snapshot could not be loaded: ${error.message}`);
  }
}
