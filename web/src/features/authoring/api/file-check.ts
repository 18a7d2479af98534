/** Client checks before an upload (spec §5 'Image uploads accept image/* only'; at most 5 MB, issue 4). */
import { limits } from '@aralin/contract';

export type FileProblem = 'notImage' | 'notAudio' | 'tooLarge';

/** Why a picked file can't be a picture, or null. SVG is refused: the server keeps no SVG (it can carry script). */
export function checkImage(file: { type: string; size: number }): FileProblem | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'notImage';
  return file.size > limits.imageMaxBytes ? 'tooLarge' : null;
}

/** Why a picked or recorded file can't be a recording, or null. */
export function checkAudio(file: { type: string; size: number }): FileProblem | null {
  if (!file.type.startsWith('audio/') && file.type !== 'video/webm') return 'notAudio';
  return file.size > limits.audioMaxBytes ? 'tooLarge' : null;
}
