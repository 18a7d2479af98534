/**
 * Background music and little sound effects, made in the browser with the Web Audio API: no file to
 * download on a slow school connection. The tune is a gentle pentatonic loop (spec §9: volume 0.3).
 */
const MUSIC_VOLUME = 0.3;
const BEAT = 0.42; // seconds per beat, about 140 bpm in eighths: calm, not sleepy

// C major pentatonic, as semitones from middle C; null is a rest. Two bars of melody over a soft bass.
const MELODY: (number | null)[] = [
  4,
  7,
  9,
  7,
  4,
  2,
  0,
  null,
  2,
  4,
  7,
  4,
  2,
  0,
  2,
  null,
  9,
  12,
  9,
  7,
  4,
  7,
  9,
  null,
  7,
  4,
  2,
  4,
  0,
  null,
  0,
  null,
];
const BASS: number[] = [-12, -12, -17, -17, -15, -15, -12, -12];

type Ctx = AudioContext;
let ctx: Ctx | null = null;

function context(): Ctx | null {
  if (ctx) return ctx;
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  ctx = Ctor ? new Ctor() : null;
  return ctx;
}

const freq = (semitones: number) => 261.63 * 2 ** (semitones / 12);

/** One soft note: a sine or triangle wave with a quick rise and a slow fade. */
function note(c: Ctx, out: AudioNode, semitones: number, at: number, length: number, level: number, wave: OscillatorType) {
  const osc = c.createOscillator();
  const gain = c.createGain();
  osc.type = wave;
  osc.frequency.value = freq(semitones);
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(level, at + 0.03);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(out);
  osc.start(at);
  osc.stop(at + length + 0.05);
}

/** Resumes the audio context; false when the browser refuses (no touch yet). */
export async function resumeAudio(): Promise<boolean> {
  const c = context();
  if (!c) return false;
  if (c.state !== 'running') await c.resume().catch(() => undefined);
  return c.state === 'running';
}

export class MusicLoop {
  private master: GainNode | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private step = 0;
  private nextAt = 0;

  get playing(): boolean {
    return this.timer !== null;
  }

  /** Starts the loop; the context must be running (see resumeAudio). */
  start(): void {
    const c = context();
    if (!c || this.timer) return;
    this.master = c.createGain();
    this.master.gain.value = MUSIC_VOLUME;
    this.master.connect(c.destination);
    this.step = 0;
    this.nextAt = c.currentTime + 0.1;
    // Schedule a little ahead so the tune keeps time even when the page is busy.
    this.timer = setInterval(() => this.schedule(c), 100);
    this.schedule(c);
  }

  private schedule(c: Ctx) {
    if (!this.master) return;
    while (this.nextAt < c.currentTime + 0.5) {
      const pitch = MELODY[this.step % MELODY.length];
      if (pitch !== null && pitch !== undefined) note(c, this.master, pitch, this.nextAt, BEAT * 1.6, 0.16, 'triangle');
      if (this.step % 4 === 0) note(c, this.master, BASS[(this.step / 4) % BASS.length], this.nextAt, BEAT * 3.5, 0.12, 'sine');
      this.nextAt += BEAT;
      this.step += 1;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const c = context();
    if (this.master && c) {
      const m = this.master;
      m.gain.setTargetAtTime(0, c.currentTime, 0.1);
      setTimeout(() => m.disconnect(), 600);
    }
    this.master = null;
  }
}

/** A short cheerful chime (right answer) or a soft low tone (try again). */
export function playEffect(kind: 'correct' | 'wrong'): void {
  const c = context();
  if (!c || c.state !== 'running') return;
  const out = c.createGain();
  out.gain.value = 0.35;
  out.connect(c.destination);
  const t = c.currentTime + 0.02;
  const notes = kind === 'correct' ? [12, 16, 19, 24] : [4, 0];
  notes.forEach((n, i) => note(c, out, n, t + i * 0.11, kind === 'correct' ? 0.5 : 0.35, 0.3, kind === 'correct' ? 'triangle' : 'sine'));
  setTimeout(() => out.disconnect(), 1500);
}
