import type { ConceptOverview } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { groupConcepts, GROUP_FROM } from '../../../lib/concept-groups';
import { ConceptCard } from './concept-card';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './performance.module.css';

/**
 * Concepts Overview (spec §2): one expandable card per concept taught in the section, by name. Past a
 * screenful (the library has a concept per letter, number, shape…, issue 15) the cards are folded by kind.
 */
export function ConceptsOverview({ concepts }: { concepts: ConceptOverview[] }) {
  const { t } = useTranslation('performance');
  const { t: tc } = useTranslation('common');
  return (
    <section aria-labelledby="concepts-title">
      <h2 id="concepts-title" className={styles.sectionTitle}>
        {t('concepts.title')}
      </h2>
      {concepts.length === 0 ? (
        <p className={ui.empty}>{t('concepts.empty')}</p>
      ) : concepts.length <= GROUP_FROM ? (
        <ConceptCards concepts={concepts} />
      ) : (
        <div className={styles.groups}>
          {groupConcepts(concepts).map((group) => (
            <details key={group.key} className={styles.group}>
              <summary>
                <span className={styles.groupName}>{tc(`conceptKinds.${group.key}`)}</span>
                <span className={styles.groupCount}>
                  {t('concepts.groupSummary', {
                    count: group.items.length,
                    rate: Math.round(group.items.reduce((sum, c) => sum + c.mastery_rate, 0) / group.items.length),
                  })}
                </span>
              </summary>
              <ConceptCards concepts={group.items} />
            </details>
          ))}
        </div>
      )}
    </section>
  );
}

function ConceptCards({ concepts }: { concepts: ConceptOverview[] }) {
  return (
    <ul className={styles.concepts}>
      {concepts.map((concept) => (
        <ConceptCard key={concept.concept_id} concept={concept} />
      ))}
    </ul>
  );
}
