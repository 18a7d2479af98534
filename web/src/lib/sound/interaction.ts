/**
 * Browsers play sound only after the person has touched the page. Audio waits for that first touch;
 * when a browser still blocks a sound, the interaction flag is reset (spec §8 'Blocked audio autoplay
 * resets the interaction flag') and the sound waits for the next touch.
 */
type Waiting = () => void;

let interacted = false;
/** Set when a sound was refused: the browser's own activation flag is not trusted until the next touch. */
let blocked = false;
let waiting: Waiting[] = [];
let listening = false;

function browserSaysActive(): boolean {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } });
  return Boolean(nav?.userActivation?.hasBeenActive);
}

function onGesture() {
  interacted = true;
  blocked = false;
  const run = waiting;
  waiting = [];
  for (const fn of run) fn();
}

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  for (const type of ['pointerdown', 'keydown', 'touchend'] as const)
    window.addEventListener(type, onGesture, { capture: true, passive: true });
}

/** True once the person has touched the page (and no sound was blocked since). */
export function hasInteracted(): boolean {
  listen();
  // A tap before this module listened (the Start button) still counts: the browser remembers it.
  if (!interacted && !blocked && browserSaysActive()) interacted = true;
  return interacted;
}

/** Runs `fn` now when sound may play, else at the next touch. Returns a cancel function. */
export function whenInteracted(fn: Waiting): () => void {
  if (hasInteracted()) {
    fn();
    return () => undefined;
  }
  waiting.push(fn);
  return () => {
    waiting = waiting.filter((w) => w !== fn);
  };
}

/** A sound was refused: forget the interaction and try `retry` at the next touch. */
export function markBlocked(retry?: Waiting): void {
  interacted = false;
  blocked = true;
  if (retry) waiting.push(retry);
  listen();
}

/** True for the error a browser gives when autoplay is blocked. */
export function isAutoplayBlocked(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotAllowedError';
}
