import type { ReactNode } from 'react';

/**
 * The frame of every line icon drawn for Aralin (icons.tsx, the speak button, the play screens): a 24-unit
 * square stroked in the text colour. Decorative: hidden from assistive technology, the buttons carry the names.
 */
export function LineIcon({ size, strokeWidth, children }: { size: number; strokeWidth: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
