import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './tracing.module.css';

/** A pencil for the tracing error screens (no emoji: cheap tablets may lack the font). */
export function PencilIcon() {
  return (
    <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" className={styles.bigIcon}>
      <path d="M14 50 46 18l6 6-32 32H14z" fill="#f6b73c" stroke="#7a4a2a" strokeWidth="3" strokeLinejoin="round" />
      <path d="m46 18 4-4a4 4 0 0 1 6 0l0 0a4 4 0 0 1 0 6l-4 4" fill="#f29d9d" stroke="#7a4a2a" strokeWidth="3" />
      <path d="M14 50v6h6" fill="none" stroke="#7a4a2a" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}

interface ViewProps {
  message: string;
  onHome: () => void;
  onRetry?: () => void;
}

/** The tracing-only error screen (spec §2/§8): 'Something went wrong in tracing.' with the message. */
export function TracingErrorView({ message, onHome, onRetry }: ViewProps) {
  const { t } = useTranslation('tracing');
  return (
    <div className={styles.center} role="alert">
      <PencilIcon />
      <h2 className={styles.centerTitle}>{t('errors.crash')}</h2>
      {message && <p className={styles.errorText}>{message}</p>}
      <div className={styles.centerButtons}>
        <Button variant="secondary" size="lg" onClick={onHome}>
          {t('home')}
        </Button>
        {onRetry && (
          <Button size="lg" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onHome: () => void;
}

/** Catches a render crash of the tracing screen and shows the tracing error screen instead. */
export class TracingErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Tracing crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <TracingErrorView message={this.state.error.message} onHome={this.props.onHome} onRetry={() => this.setState({ error: null })} />
    );
  }
}
