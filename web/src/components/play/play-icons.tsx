/** Icons of the play screens, drawn for Aralin. Decorative: the buttons carry the names. */
import type { ReactNode } from 'react';
import { LineIcon } from '../ui/icons';

function Icon({ size = 28, children }: { size?: number; children: ReactNode }) {
  return (
    <LineIcon size={size} strokeWidth={2.2}>
      {children}
    </LineIcon>
  );
}

export const MusicIcon = ({ off = false, size }: { off?: boolean; size?: number }) => (
  <Icon size={size}>
    <path d="M9 18V6l11-2v12" />
    <circle cx="6.5" cy="18" r="2.5" fill="currentColor" />
    <circle cx="17.5" cy="16" r="2.5" fill="currentColor" />
    {off && <path d="M3 3l18 18" stroke="#b42318" strokeWidth={2.6} />}
  </Icon>
);

export const HelpIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
  </Icon>
);

export const HomeIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M3 11 12 3l9 8" />
    <path d="M5 10v10h5v-6h4v6h5V10" />
  </Icon>
);

export const CheckMark = ({ size = 22 }: { size?: number }) => (
  <Icon size={size}>
    <path d="m5 12.5 4.5 4.5L19 7" strokeWidth={3} />
  </Icon>
);

export const CrossMark = ({ size = 22 }: { size?: number }) => (
  <Icon size={size}>
    <path d="m7 7 10 10M17 7 7 17" strokeWidth={3} />
  </Icon>
);

/** Shapes that go with the pair colours, so pairs differ by more than colour alone. */
export function PairShape({ index, size = 18 }: { index: number; size?: number }) {
  const shapes = [
    <circle key="c" cx="10" cy="10" r="7" />,
    <path key="t" d="M10 2.5 18 17H2z" />,
    <rect key="s" x="3" y="3" width="14" height="14" rx="2" />,
    <path key="st" d="m10 1.5 2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.4l-5.1 2.8L6 11.5l-4.3-4 5.8-.7z" />,
  ];
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      {shapes[index % shapes.length]}
    </svg>
  );
}
