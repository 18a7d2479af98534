import type { StudentActivity } from '@aralin/contract';

const TINTS = ['#f26b5b', '#4f8ef7', '#3fb37f', '#f8a23a', '#a66cf0', '#ef5da8'];

/** The activity's own picture, else its icon (spec §9 icons) drawn on a coloured disc. */
export function ActivityPicture({
  activity,
  size = 72,
}: {
  activity: Pick<StudentActivity, 'id' | 'image' | 'icon' | 'extra_data'>;
  size?: number;
}) {
  const picture = activity.image ?? (typeof activity.extra_data.image_url === 'string' ? activity.extra_data.image_url : null);
  if (picture) {
    const src = /^(\/|https?:)/.test(picture) ? picture : `/files/${picture}`;
    return <img src={src} alt="" width={size} height={size} style={{ objectFit: 'contain' }} loading="lazy" />;
  }
  const tint = TINTS[activity.id % TINTS.length];
  return (
    <svg width={size} height={size} viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="34" fill={tint} />
      <circle cx="36" cy="36" r="34" fill="none" stroke="#000" strokeOpacity="0.12" strokeWidth="3" />
      <IconMark icon={activity.icon} />
    </svg>
  );
}

function IconMark({ icon }: { icon: string }) {
  const white = { fill: '#fff' };
  switch (icon) {
    case 'Square':
      return <rect x="20" y="20" width="32" height="32" rx="4" {...white} />;
    case 'Circle':
      return <circle cx="36" cy="36" r="17" {...white} />;
    case 'Triangle':
      return <path d="M36 17 55 52H17z" {...white} strokeLinejoin="round" />;
    case 'Star':
      return <path d="m36 15 6.2 12.6 13.8 2-10 9.8 2.4 13.8L36 46.7l-12.4 6.5 2.4-13.8-10-9.8 13.8-2z" {...white} />;
    case 'Fruit':
      return (
        <g>
          <circle cx="36" cy="40" r="15" {...white} />
          <path d="M36 25c0-5 3-8 7-9" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        </g>
      );
    case 'Number':
      return <Glyph text="123" size={22} />;
    case 'Object':
      return <rect x="19" y="24" width="34" height="26" rx="6" {...white} />;
    case 'Default':
      return <path d="M20 22h14a4 4 0 0 1 4 4v26a4 4 0 0 0-4-4H20zM52 22H40a2 2 0 0 0-2 2v28a4 4 0 0 1 4-4h10z" {...white} />;
    default:
      return <Glyph text={icon.length <= 2 ? icon : icon.slice(0, 1)} size={34} />;
  }
}

function Glyph({ text, size }: { text: string; size: number }) {
  return (
    <text
      x="36"
      y="37"
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={size}
      fontWeight="900"
      fill="#fff"
      fontFamily="system-ui, sans-serif"
    >
      {text}
    </text>
  );
}
