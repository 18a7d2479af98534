import ui from '../../../components/ui/staff-screen.module.css';
import styles from './dashboards.module.css';

export interface Stat {
  label: string;
  value: number;
  /** The card's top stripe. */
  accent: string;
}

/** A row of figures (Class Statistics, School Statistics): label read first, number shown large. */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <ul className={ui.stats}>
      {stats.map((stat) => (
        <li key={stat.label} className={`${ui.stat} ${styles.stat}`} style={{ ['--accent' as string]: stat.accent }}>
          <span className={ui.statLabel}>{stat.label}</span>
          <span className={ui.statValue}>{stat.value}</span>
        </li>
      ))}
    </ul>
  );
}
