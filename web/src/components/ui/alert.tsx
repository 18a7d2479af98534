import { type ReactNode, useEffect, useRef } from 'react';
import { AlertIcon, CheckCircleIcon, InfoIcon } from './icons';

type Tone = 'error' | 'success' | 'info';

const ICONS = { error: AlertIcon, success: CheckCircleIcon, info: InfoIcon } as const;

interface AlertProps {
  tone?: Tone;
  children: ReactNode;
  className?: string;
  /** Scroll the message into view and focus it whenever it appears or its text changes (issue 20 point 1). */
  reveal?: boolean;
  /** With `reveal`: a value that changes on every new attempt (e.g. a submit count), so the same text is revealed again. */
  revealKey?: unknown;
}

/** A message box. Errors are announced at once (role alert); others politely (role status). */
export function Alert({ tone = 'error', children, className, reveal = false, revealKey }: AlertProps) {
  const Icon = ICONS[tone];
  const ref = useRef<HTMLDivElement>(null);
  const text = typeof children === 'string' ? children : null;
  useEffect(() => {
    const node = ref.current;
    if (!reveal || !node) return;
    node.scrollIntoView?.({ block: 'center', behavior: 'auto' });
    node.focus({ preventScroll: true });
  }, [reveal, text, revealKey]);
  return (
    <div
      ref={ref}
      tabIndex={reveal ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}
    >
      <Icon />
      <p>{children}</p>
    </div>
  );
}
