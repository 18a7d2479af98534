/** A pointing hand whose fingertip is at (0, 0), about 60 units tall: the how-to-play and tracing guides' hand. */
export function PointingHand({ className }: { className?: string }) {
  return (
    <g className={className}>
      <path
        d="M-5 4a5 5 0 0 1 10 0v20a4.5 4.5 0 0 1 9 0v3a4.5 4.5 0 0 1 9 0v3a4 4 0 0 1 8 0v14c0 10-7 16-16 16H6c-6 0-10-3-13-8l-10-16c-2-3-1-6 2-7 2-1 5 0 6 2l4 5z"
        fill="#f9c9a0"
        stroke="#7a4a2a"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M5 24v8M14 27v6M23 30v5" stroke="#7a4a2a" strokeWidth="2" strokeLinecap="round" fill="none" />
    </g>
  );
}
