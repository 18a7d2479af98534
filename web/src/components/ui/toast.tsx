import { timings } from '@aralin/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckCircleIcon, CloseIcon } from './icons';
import styles from './toast.module.css';

type Tone = 'success' | 'error';
interface Toast {
  id: number;
  text: string;
  tone: Tone;
}

/** Shows a popup: success or error text that hides by itself (spec §4 'Popups auto-hide after 3 seconds'). */
export type ShowToast = (text: string, tone?: Tone) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** The popups of a part of the app. Success is announced politely, an error at once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    (text, tone = 'success') => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-2), { id, text, tone }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), timings.popupHideMs),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  // A popup's text is in the language it was shown in: when the language changes, it goes.
  const { i18n } = useTranslation();
  useEffect(() => {
    const clear = () => {
      timers.current.forEach((timer) => clearTimeout(timer));
      timers.current.clear();
      setToasts([]);
    };
    i18n.on('languageChanged', clear);
    return () => i18n.off('languageChanged', clear);
  }, [i18n]);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  // The live region exists before any popup, so screen readers hear what is added to it.
  return (
    <div className={styles.region} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} role={toast.tone === 'error' ? 'alert' : 'status'} className={`${styles.toast} ${styles[toast.tone]}`}>
          {toast.tone === 'error' ? <AlertIcon /> : <CheckCircleIcon />}
          <p>{toast.text}</p>
          <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)} aria-label={t('close')}>
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}

/** The function that shows a popup; a no-op outside a ToastProvider. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
