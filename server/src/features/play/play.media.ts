/**
 * Addresses of pictures and recordings in served questions: a stored file as a link that expires
 * (lib/file-links.ts), the library's art by its own path.
 */
import type { AudioByLanguage, LocalizedAudio } from '@aralin/contract';
import { fileLink } from '../../lib/file-links';

/**
 * The unsigned address of a stored file key ('/files/<key>'; a value that is already an address is kept):
 * the stable value a picture-only choice is answered with (play.grade.ts), not a link to fetch.
 */
export function mediaUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return key.startsWith('/') || /^https?:\/\//.test(key) ? key : `/files/${key}`;
}

/** The link to show a picture or play a recording with. */
export const mediaLink = (key: string | null | undefined): string | null => fileLink(key);

/** Recordings per language as links. */
export function audioUrls(audio: LocalizedAudio | null | undefined): AudioByLanguage {
  return { en: mediaLink(audio?.en), tl: mediaLink(audio?.tl) };
}
