import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, InfoIcon } from './icons';

type Tone = 'error' | 'success' | 'info';

const ICONS = { error: AlertIcon, success: CheckCircleIcon, info: InfoIcon } as const;

/** A message box. Errors are announced at once (role alert); others politely (role status). */
export function Alert({ tone = 'error', children, className }: { tone?: Tone; children: ReactNode; className?: string }) {
  const Icon = ICONS[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}>
      <Icon />
      <p>{children}</p>
    </div>
  );
}
