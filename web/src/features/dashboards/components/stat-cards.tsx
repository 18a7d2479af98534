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
    <ul className={styles.stats}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.stat} style={{ ['--accent' as string]: stat.accent }}>
          <span className={styles.statLabel}>{stat.label}</span>
          <span className={styles.statValue}>{stat.value}</span>
        </li>
      ))}
    </ul>
  );
}
