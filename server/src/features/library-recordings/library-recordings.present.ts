/** A library clip and the school's recording of it, on the wire (issue 15 item 4). */
import type { LibraryClip } from '@aralin/contract';
import type { CatalogueClip } from '../../content/prebuilt/listening';
import { signedFileLink } from '../../lib/file-links';

export interface RecordingRow {
  fileKey: string;
  recordedAt: Date;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

/** Who recorded: their name, else their username, else null (the account is gone). */
function recorderName(row: RecordingRow): string | null {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return name || row.username || null;
}

export function presentClip(clip: CatalogueClip, row: RecordingRow | undefined): LibraryClip {
  return {
    id: clip.id,
    lang: clip.lang,
    kind: clip.kind,
    text: clip.text,
    activities: clip.activities,
    recording: row ? { url: signedFileLink(row.fileKey), recorded_at: row.recordedAt.toISOString(), recorded_by: recorderName(row) } : null,
  };
}
