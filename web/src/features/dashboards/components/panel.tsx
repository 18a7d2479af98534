import { type ReactNode, useId } from 'react';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './dashboards.module.css';

/** A titled card of a dashboard, named by its heading for assistive technology. */
export function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={[ui.panel, styles.panel, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The text of an empty list inside a panel. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className={ui.empty}>{children}</p>;
}
