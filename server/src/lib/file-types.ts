/** File types recognised by their first bytes, never by name or the browser's claim. */
import zlib from 'node:zlib';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (data: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);

/** The image type of some bytes (PNG, JPEG, GIF, WebP), or null. SVG is refused: it can carry script. */
export function sniffImage(data: Uint8Array): ImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38]) && (data[4] === 0x37 || data[4] === 0x39) && data[5] === 0x61) return 'image/gif';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** A PDF name with its #xx escapes decoded (`/J#61vaScript` is `/JavaScript`). */
const pdfName = (name: string) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** PDF names that make a reader run something: scripts, launching programs, forms that submit or import. */
const ACTIVE = new Set(['/JavaScript', '/JS', '/Launch', '/SubmitForm', '/ImportData', '/RichMedia', '/EmbeddedFile']);

/**
 * Whether a PDF asks the reader to run something (issue 18): a script (/JS, /JavaScript), a program to
 * launch, a form that submits or imports data, rich media or an embedded file; looked for in the file and
 * in its compressed streams (object streams can hold the dictionaries), with escaped names decoded.
 */
export function pdfHasActiveContent(data: Uint8Array): boolean {
  const text = Buffer.from(data).toString('latin1');
  const active = (s: string) => {
    for (const m of s.matchAll(/\/[A-Za-z0-9#]+/g)) if (ACTIVE.has(pdfName(m[0]))) return true;
    return false;
  };
  if (active(text)) return true;
  // Flate-compressed streams, inflated (at most 100 MB in all, so a bomb can't exhaust memory; a PDF past that is refused).
  let budget = 100 * 1024 * 1024;
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = zlib.inflateSync(Buffer.from(text.slice(start, end), 'latin1'), { maxOutputLength: Math.max(1, budget) });
      budget -= inflated.length;
      if (active(inflated.toString('latin1'))) return true;
    } catch (err) {
      // Past the budget: it can't be read through, so it is not taken. Otherwise not a Flate stream (an image).
      if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
    }
    if (budget <= 0) return true;
  }
  return false;
}

/** True when the bytes start like a PDF document. */
export function isPdf(data: Uint8Array): boolean {
  return startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d]);
}

export type AudioType = 'audio/webm' | 'audio/ogg' | 'audio/mpeg' | 'audio/mp4' | 'audio/wav';

const ascii = (data: Uint8Array, from: number, to: number) => String.fromCharCode(...data.subarray(from, Math.min(to, data.length)));

/**
 * The audio type of some bytes, or null (issue 4: teachers' recordings). WebM is what browsers'
 * MediaRecorder writes (an EBML header whose doctype is webm); Ogg; MP3 (an ID3 tag or a frame sync);
 * M4A (an ISO 'ftyp' box of an audio brand); WAV (RIFF/WAVE).
 */
export function sniffAudio(data: Uint8Array): AudioType | null {
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(data, 4, 64).includes('webm')) return 'audio/webm';
  if (startsWith(data, [0x4f, 0x67, 0x67, 0x53])) return 'audio/ogg';
  if (startsWith(data, [0x49, 0x44, 0x33]) || (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
  if (ascii(data, 4, 8) === 'ftyp' && /^(M4A |M4B |mp42|isom|iso2|dash)$/.test(ascii(data, 8, 12))) return 'audio/mp4';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && ascii(data, 8, 12) === 'WAVE') return 'audio/wav';
  return null;
}
