/** Addresses of pictures and recordings in served questions: '/files/<key>', or the library's own path. */
import type { AudioByLanguage, LocalizedAudio } from '@aralin/contract';

/** The address of a stored file key; a value that is already an address is kept. */
export function mediaUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return key.startsWith('/') || /^https?:\/\//.test(key) ? key : `/files/${key}`;
}

/** Recordings per language as addresses. */
export function audioUrls(audio: LocalizedAudio | null | undefined): AudioByLanguage {
  return { en: mediaUrl(audio?.en), tl: mediaUrl(audio?.tl) };
}
