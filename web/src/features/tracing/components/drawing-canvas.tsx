import type { TracingPoint } from '@aralin/contract';
import { type RefObject, useEffect, useRef } from 'react';
import { fitViewBox, flattenStrokes, shouldKeepPoint, toViewBoxPoint, type ViewBox } from '../api/viewbox';
import styles from './tracing.module.css';

interface Props {
  viewBox: ViewBox;
  strokeWidth: number;
  /** Drawing happens only while enabled and a pointer is down (spec §4). */
  enabled: boolean;
  /** The child's strokes in viewBox units; the canvas fills it, the parent reads it on submit. */
  strokes: RefObject<TracingPoint[][]>;
  /** A new value wipes the drawing. */
  clearKey: string;
  /** Called after each stroke, on a wipe, and when the count first passes 10. */
  onCount: (count: number) => void;
  label: string;
}

const INK = '#2563eb';

/**
 * The drawing surface: Pointer Events for finger, stylus and mouse, one pointer at a time (a resting
 * palm is ignored). `touch-action: none` and the prevented touch defaults keep the page from scrolling
 * or zooming while a child draws. Points are kept in viewBox units, drawn straight onto a 2D canvas so
 * that a stroke never re-renders React.
 */
export function DrawingCanvas({ viewBox, strokeWidth, enabled, strokes, clearKey, onCount, label }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;
  const onCountRef = useRef(onCount);
  onCountRef.current = onCount;

  // Size the bitmap to the element (device pixels) and redraw whatever is drawn.
  useEffect(() => {
    const canvas = canvasRef.current!;
    const resize = () => {
      const dpr = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(canvas.clientWidth * dpr));
      canvas.height = Math.max(1, Math.round(canvas.clientHeight * dpr));
      redraw(canvas, viewBox, strokeWidth, strokes.current);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [viewBox, strokeWidth, strokes]);

  useEffect(() => {
    strokes.current = [];
    redraw(canvasRef.current!, viewBox, strokeWidth, []);
    onCountRef.current(0);
  }, [clearKey, strokes, viewBox, strokeWidth]);

  useEffect(() => {
    const canvas = canvasRef.current!;
    let active: number | null = null;
    let total = flattenStrokes(strokes.current).length;
    const add = (e: PointerEvent) => {
      const stroke = strokes.current[strokes.current.length - 1];
      if (!stroke) return;
      const p = toViewBoxPoint(e.clientX, e.clientY, canvas.getBoundingClientRect(), viewBox);
      const last = stroke[stroke.length - 1];
      if (!shouldKeepPoint(last, p, total)) return;
      stroke.push(p);
      total += 1;
      paint(canvas, viewBox, strokeWidth, last, p);
      if (total === 11) onCountRef.current(total);
    };
    const down = (e: PointerEvent) => {
      e.preventDefault();
      if (!enabledRef.current || active !== null || (e.pointerType === 'mouse' && e.button !== 0)) return;
      active = e.pointerId;
      canvas.setPointerCapture?.(e.pointerId);
      total = flattenStrokes(strokes.current).length;
      strokes.current.push([]);
      add(e);
    };
    const move = (e: PointerEvent) => {
      if (e.pointerId !== active) return;
      e.preventDefault();
      if (!enabledRef.current) return end(e);
      const coalesced = e.getCoalescedEvents?.() ?? [];
      for (const each of coalesced.length > 0 ? coalesced : [e]) add(each);
    };
    const end = (e: PointerEvent) => {
      if (e.pointerId !== active) return;
      active = null;
      if (strokes.current[strokes.current.length - 1]?.length === 0) strokes.current.pop();
      onCountRef.current(flattenStrokes(strokes.current).length);
    };
    const stopTouch = (e: Event) => e.preventDefault();
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', end);
    canvas.addEventListener('pointercancel', end);
    canvas.addEventListener('lostpointercapture', end);
    // Older Android WebViews still scroll or zoom on touch events unless told not to.
    canvas.addEventListener('touchstart', stopTouch, { passive: false });
    canvas.addEventListener('touchmove', stopTouch, { passive: false });
    canvas.addEventListener('contextmenu', stopTouch);
    return () => {
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', end);
      canvas.removeEventListener('pointercancel', end);
      canvas.removeEventListener('lostpointercapture', end);
      canvas.removeEventListener('touchstart', stopTouch);
      canvas.removeEventListener('touchmove', stopTouch);
      canvas.removeEventListener('contextmenu', stopTouch);
    };
  }, [viewBox, strokeWidth, strokes]);

  return <canvas ref={canvasRef} className={`${styles.canvas} ${enabled ? styles.canvasOn : ''}`} role="img" aria-label={label} />;
}

/** A 2D context set so that drawing in viewBox units lands where the SVG guide is. */
function contextOf(canvas: HTMLCanvasElement, vb: ViewBox, strokeWidth: number) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const { scale, offsetX, offsetY } = fitViewBox({ width: canvas.width, height: canvas.height }, vb);
  ctx.setTransform(scale, 0, 0, scale, offsetX, offsetY);
  ctx.lineWidth = strokeWidth;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  return ctx;
}

function paint(canvas: HTMLCanvasElement, vb: ViewBox, strokeWidth: number, from: TracingPoint | undefined, to: TracingPoint) {
  const ctx = contextOf(canvas, vb, strokeWidth);
  if (!ctx) return;
  ctx.beginPath();
  if (from) {
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
  } else {
    ctx.arc(to.x, to.y, strokeWidth / 2, 0, Math.PI * 2);
    ctx.fill();
  }
}

function redraw(canvas: HTMLCanvasElement, vb: ViewBox, strokeWidth: number, strokes: readonly TracingPoint[][]) {
  const ctx = contextOf(canvas, vb, strokeWidth);
  if (!ctx) return;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.restore();
  for (const stroke of strokes) stroke.forEach((p, i) => paint(canvas, vb, strokeWidth, stroke[i - 1], p));
}
