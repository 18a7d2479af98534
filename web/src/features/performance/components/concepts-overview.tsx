import type { ConceptOverview } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { ConceptCard } from './concept-card';
import styles from './performance.module.css';

/** Concepts Overview (spec §2): one expandable card per concept taught in the section, by name. */
export function ConceptsOverview({ concepts }: { concepts: ConceptOverview[] }) {
  const { t } = useTranslation('performance');
  return (
    <section aria-labelledby="concepts-title">
      <h2 id="concepts-title" className={styles.sectionTitle}>
        {t('concepts.title')}
      </h2>
      {concepts.length === 0 ? (
        <p className={styles.empty}>{t('concepts.empty')}</p>
      ) : (
        <ul className={styles.concepts}>
          {concepts.map((concept) => (
            <ConceptCard key={concept.concept_id} concept={concept} />
          ))}
        </ul>
      )}
    </section>
  );
}
