/** The Aralin mark: the Philippine sun's eight rays rising over an open book. */
export function LogoMark({ size = 40 }: { size?: number }) {
  const rays = [-90, -45, 0, 45, 90, 135, 180, 225].map((deg) => {
    const rad = (deg * Math.PI) / 180;
    const [x1, y1, x2, y2] = [32 + 13 * Math.cos(rad), 27 + 13 * Math.sin(rad), 32 + 18 * Math.cos(rad), 27 + 18 * Math.sin(rad)];
    return <line key={deg} x1={x1} y1={y1} x2={x2} y2={y2} />;
  });
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#c2410c" />
      <g stroke="#fbd46b" strokeWidth="3.5" strokeLinecap="round">
        {rays}
      </g>
      <circle cx="32" cy="27" r="9" fill="#fbd46b" />
      <path d="M9 41q11.5-6 23 0q11.5-6 23 0v13q-11.5-6-23 0q-11.5-6-23 0z" fill="#fff" />
      <path d="M32 41v13" stroke="#c2410c" strokeWidth="2" />
    </svg>
  );
}

/** Mark and wordmark; the visible name is the accessible name. */
export function Logo({ size = 40, name = 'Aralin' }: { size?: number; name?: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <LogoMark size={size} />
      <span style={{ fontWeight: 800, fontSize: size * 0.55, color: 'var(--c-text)', letterSpacing: '-0.01em' }}>{name}</span>
    </span>
  );
}
