/**
 * The children's pictures (issue 19): every key of the contract's AVATARS has a drawing here.
 * `npx tsx server/src/content/avatars/write-avatars.ts` writes them to web/public/avatars; a test checks
 * the files there match.
 */
import { AVATARS, fallbackAvatar } from '@aralin/contract';
import { ANIMALS } from './animals';
import { FRUITS } from './fruits';
import { renderSvg } from './render-svg';
import type { Drawing } from './shapes';
import { THINGS } from './things';

export { drawAvatar } from './render-pdf';

const DRAWINGS: Record<string, Drawing> = { ...ANIMALS, ...FRUITS, ...THINGS };

/** The drawing of a picture key (an unknown key gets a child's fallback picture, never nothing). */
export function avatarDrawing(key: string): Drawing {
  return DRAWINGS[key] ?? DRAWINGS[fallbackAvatar(0)];
}

/** Keys that have a drawing. */
export const drawnAvatarKeys = () => Object.keys(DRAWINGS);

/** Every picture's SVG file text, by key, in the contract's order. */
export function avatarFiles(): Map<string, string> {
  return new Map(AVATARS.map((a) => [a.key, renderSvg(a.en, avatarDrawing(a.key))]));
}
