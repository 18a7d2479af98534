/**
 * "Record the library" (issue 15 item 4): what the prebuilt library's listening items say (their prompts
 * and words, each a clip), and each school's recordings of them. A clip's id is stable: it is made from its
 * language and text, so a recording stays with its words while the library changes around them.
 */
import { z } from 'zod';

/** A clip id: 16 URL-safe characters. */
export const LibraryClipId = z.string().regex(/^[A-Za-z0-9_-]{16}$/);

export const LibraryClipParams = z.object({ clipId: LibraryClipId });

/** A school's recording of a clip. */
export const LibraryRecording = z.object({
  /** A link to play it (expires; see docs/privacy.md). */
  url: z.string(),
  recorded_at: z.string(),
  /** Who recorded it (their name), or null when that account is gone. */
  recorded_by: z.string().nullable(),
});
export type LibraryRecording = z.infer<typeof LibraryRecording>;

/** One thing the library says: a prompt (in the child's language) or a word (in the language taught). */
export const LibraryClip = z.object({
  id: LibraryClipId,
  lang: z.enum(['en', 'tl']),
  kind: z.enum(['prompt', 'word']),
  text: z.string(),
  /** Keys of the library activities that say it, in catalogue order. */
  activities: z.array(z.string()),
  recording: LibraryRecording.nullable(),
});
export type LibraryClip = z.infer<typeof LibraryClip>;

/** A library activity that has listening items, with its title in both languages. */
export const LibraryClipActivity = z.object({ key: z.string(), title: z.object({ en: z.string(), tl: z.string() }) });
export type LibraryClipActivity = z.infer<typeof LibraryClipActivity>;

/** GET /management/library-recordings/: every clip in the order a teacher records them. */
export const LibraryRecordingsResponse = z.object({
  activities: z.array(LibraryClipActivity),
  clips: z.array(LibraryClip),
});
export type LibraryRecordingsResponse = z.infer<typeof LibraryRecordingsResponse>;
