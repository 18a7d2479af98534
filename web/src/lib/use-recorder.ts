import { useCallback, useEffect, useRef, useState } from 'react';

/** A recording stops by itself after this long: a prompt is a sentence, and the file stays far under 5 MB. */
const MAX_SECONDS = 60;

export type RecorderError = 'unsupported' | 'denied';

/** The container the browser records in, preferring WebM/Opus (which the server recognises). */
function pickMimeType(): string | undefined {
  const wanted = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
  return wanted.find((type) => MediaRecorder.isTypeSupported?.(type));
}

/**
 * Records from the microphone with MediaRecorder (the authoring's recordings, issue 4; the library's, issue 15
 * item 4). `onRecorded` gets the finished recording. The microphone is released as soon as recording stops,
 * and when the component goes away. A stop that comes while the microphone is still being opened (a button
 * held and let go at once) ends it as soon as it opens: nothing is recorded. `maxSeconds` ends a recording by
 * itself.
 */
export function useRecorder(onRecorded: (blob: Blob) => void, maxSeconds = MAX_SECONDS) {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<RecorderError | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const wanted = useRef(false);
  const done = useRef(onRecorded);
  done.current = onRecorded;

  const stop = useCallback(() => {
    wanted.current = false;
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    setError(null);
    wanted.current = true;
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return setError('unsupported');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return setError('denied');
    }
    if (!wanted.current) return stream.getTracks().forEach((track) => track.stop());
    const mimeType = pickMimeType();
    const rec = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    rec.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      recorder.current = null;
      setRecording(false);
      const type = (rec.mimeType || mimeType || 'audio/webm').split(';')[0];
      if (chunks.length > 0) done.current(new Blob(chunks, { type }));
    };
    recorder.current = rec;
    rec.start();
    setSeconds(0);
    setRecording(true);
    timer.current = setInterval(() => setSeconds((s) => s + 1), 1000);
  }, []);

  useEffect(() => {
    if (recording && seconds >= maxSeconds) stop();
  }, [recording, seconds, stop, maxSeconds]);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
      const rec = recorder.current;
      if (rec && rec.state !== 'inactive') {
        rec.onstop = null;
        rec.stop();
        rec.stream.getTracks().forEach((track) => track.stop());
      }
    },
    [],
  );

  return { recording, seconds, error, start, stop };
}
