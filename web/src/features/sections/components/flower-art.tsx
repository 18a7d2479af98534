/**
 * The four section thumbnails of spec §9, drawn for Aralin: gumamela (hibiscus), orchid (waling-waling),
 * rosas (rose) and sampaguita (the national flower). Decorative: the card's name says which section it is.
 */
import type { SectionImage } from '@aralin/contract';

const around = (count: number, offset = 0) => Array.from({ length: count }, (_, i) => offset + (360 / count) * i);

function Frame({ background, children }: { background: string; children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 200 120" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="200" height="120" fill={background} />
      <circle cx="18" cy="16" r="26" fill="#fff" opacity="0.45" />
      <circle cx="186" cy="108" r="34" fill="#fff" opacity="0.35" />
      {children}
    </svg>
  );
}

function Leaf({ x, y, angle, fill = '#3f9a4a' }: { x: number; y: number; angle: number; fill?: string }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <path d="M0 0C10-10 30-10 40 0C30 10 10 10 0 0Z" fill={fill} />
      <path d="M2 0H36" stroke="#2d7436" strokeWidth="1.5" strokeLinecap="round" />
    </g>
  );
}

export function Gumamela() {
  return (
    <Frame background="#ffe6dc">
      <Leaf x={70} y={92} angle={160} />
      <Leaf x={128} y={90} angle={15} />
      <g transform="translate(100 60)">
        {around(5, -90).map((deg) => (
          <path
            key={deg}
            transform={`rotate(${deg})`}
            d="M0 0C-20-8-26-34-10-44C-4-48 4-48 10-44C26-34 20-8 0 0Z"
            fill="#e5383b"
            stroke="#c1272d"
            strokeWidth="1.5"
          />
        ))}
        <circle r="9" fill="#9d1c2b" />
        <path d="M0 0C8-12 18-26 30-34" stroke="#f4c95d" strokeWidth="3" strokeLinecap="round" fill="none" />
        {[
          [30, -34],
          [34, -29],
          [26, -38],
          [33, -37],
        ].map(([x, y]) => (
          <circle key={`${x}${y}`} cx={x} cy={y} r="2.6" fill="#f7d34c" />
        ))}
      </g>
    </Frame>
  );
}

export function Orchid() {
  return (
    <Frame background="#f2e6fb">
      <path d="M100 118C100 100 104 90 112 84" stroke="#3f9a4a" strokeWidth="4" fill="none" strokeLinecap="round" />
      <g transform="translate(100 56)">
        {[-90, 150, 30].map((deg) => (
          <ellipse
            key={deg}
            transform={`rotate(${deg}) translate(24 0)`}
            rx="24"
            ry="9"
            fill="#c27ad8"
            stroke="#9a4cb5"
            strokeWidth="1.5"
          />
        ))}
        {[-25, 205].map((deg) => (
          <ellipse
            key={deg}
            transform={`rotate(${deg}) translate(22 0)`}
            rx="22"
            ry="15"
            fill="#e3a6ef"
            stroke="#b565cc"
            strokeWidth="1.5"
          />
        ))}
        <path d="M-12 6C-16 24-4 34 0 34C4 34 16 24 12 6C6 12-6 12-12 6Z" fill="#7e2a9c" />
        <path d="M-5 14C-2 20 2 20 5 14" stroke="#f6c5ff" strokeWidth="1.5" fill="none" strokeLinecap="round" />
        <circle r="7" fill="#f7c948" stroke="#e0a92e" strokeWidth="1.5" />
      </g>
    </Frame>
  );
}

export function Rosas() {
  return (
    <Frame background="#ffe3ea">
      <path d="M100 118V86" stroke="#3f9a4a" strokeWidth="4" strokeLinecap="round" />
      <Leaf x={100} y={100} angle={200} />
      <Leaf x={100} y={96} angle={-20} />
      <g transform="translate(100 54)">
        <path
          d="M-32 2C-34-22-14-34 0-34C14-34 34-22 32 2C30 24 14 34 0 34C-14 34-30 24-32 2Z"
          fill="#e23b5b"
          stroke="#b81e44"
          strokeWidth="2"
        />
        <path d="M-22 8C-24-10-10-20 2-20C16-20 24-8 20 6" stroke="#b81e44" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <path
          d="M-12 4C-12-6-4-10 4-10C12-10 14 0 8 6C2 12-8 10-8 2C-8-2-4-4 0-4"
          stroke="#b81e44"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M-30 10C-20 26 20 28 30 10" stroke="#b81e44" strokeWidth="2" fill="none" strokeLinecap="round" />
      </g>
    </Frame>
  );
}

function Jasmine({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size})`}>
      {around(7, -90).map((deg) => (
        <ellipse
          key={deg}
          transform={`rotate(${deg}) translate(13 0)`}
          rx="12"
          ry="6.5"
          fill="#ffffff"
          stroke="#c9d7c2"
          strokeWidth="1.5"
        />
      ))}
      <circle r="6" fill="#eee7a6" stroke="#d3c66f" strokeWidth="1.5" />
    </g>
  );
}

export function Sampaguita() {
  return (
    <Frame background="#e2f3e4">
      <Leaf x={58} y={88} angle={150} fill="#2f8a3c" />
      <Leaf x={142} y={84} angle={20} fill="#2f8a3c" />
      <Leaf x={96} y={104} angle={100} fill="#2f8a3c" />
      <Jasmine x={78} y={62} size={1.05} />
      <Jasmine x={124} y={50} size={0.9} />
      <Jasmine x={112} y={88} size={0.7} />
      <ellipse cx="150" cy="30" rx="6" ry="10" fill="#fff" stroke="#c9d7c2" strokeWidth="1.5" transform="rotate(30 150 30)" />
    </Frame>
  );
}

const ART: Record<SectionImage, () => React.ReactNode> = { GUMAMELA: Gumamela, ORCHID: Orchid, ROSAS: Rosas, SAMPAGUITA: Sampaguita };

/** The thumbnail of a section's image_path (GUMAMELA when unknown). */
export function FlowerArt({ image }: { image: string }) {
  const Art = ART[image as SectionImage] ?? Gumamela;
  return <Art />;
}
