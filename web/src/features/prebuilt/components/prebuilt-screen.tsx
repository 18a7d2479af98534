import type { PrebuiltActivityCard } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { StatusPanel } from '../../../components/ui/status-panel';
import { activityTitle } from '../../../lib/activity-text';
import { roleOf } from '../../../lib/auth-storage';
import { currentLanguage } from '../../../lib/i18n';
import { useLoadErrorText } from '../../../lib/load-error';
import { useActivityPath } from '../../../lib/use-activity-path';
import { useSession } from '../../../lib/use-session';
import type { AssignMode } from '../api/assign-selection';
import { prebuiltQuery } from '../api/prebuilt-api';
import { AssignDialog, type AssignTarget } from './assign-dialog';
import { PrebuiltCard } from './prebuilt-card';
import pills from '../../../components/ui/pill-toggles.module.css';
import styles from './prebuilt.module.css';

/** The library's areas (docs/prebuilt-library.md, extra_data.area), for browsing. */
const AREAS = ['all', 'filipino', 'english', 'mathematics', 'tracing'] as const;
type Area = (typeof AREAS)[number];

const areaOf = (card: PrebuiltActivityCard) => (typeof card.extra_data.area === 'string' ? card.extra_data.area : '');

/** .../subjects/{subjectId}/prebuilt (spec §2 'Prebuilt Activities'): the library, assigned from this subject. */
export function PrebuiltScreen() {
  const { t } = useTranslation('prebuilt');
  const { user } = useSession();
  const loadErrorText = useLoadErrorText();
  const { sectionId, subjectId, list } = useActivityPath();
  const cards = useQuery(prebuiltQuery(sectionId, subjectId, user ? { id: user.id, role: roleOf(user) ?? '' } : null));
  const [area, setArea] = useState<Area>('all');
  const [target, setTarget] = useState<AssignTarget | null>(null);
  const shown = (cards.data ?? []).filter((card) => area === 'all' || areaOf(card) === area);

  const open = (card: PrebuiltActivityCard, mode: AssignMode) =>
    setTarget({
      mode,
      activityId: card.id,
      title: activityTitle(card, currentLanguage()),
      assignedIds: card.assigned_student_ids,
      subjectId,
    });

  return (
    <div className="stack">
      <ButtonLink to={list} variant="ghost" className={styles.back} icon={<ArrowLeftIcon />}>
        {t('back')}
      </ButtonLink>
      <div>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </div>
      {/* Issue 15 item 4: the library's listening activities in the school's own voice. */}
      <ButtonLink to="/record-library" variant="secondary" className={styles.back}>
        {t('recordLibrary')}
      </ButtonLink>
      <div className={pills.group} role="group" aria-label={t('areaLabel')}>
        {AREAS.map((a) => (
          <button key={a} type="button" className={`${pills.pill} ${styles.area}`} aria-pressed={area === a} onClick={() => setArea(a)}>
            {t(`areas.${a}`)}
          </button>
        ))}
      </div>
      {cards.isPending ? (
        <StatusPanel kind="loading" />
      ) : cards.isError ? (
        <StatusPanel
          kind="error"
          text={t('loadError', { message: loadErrorText(cards.error) })}
          action={<Button onClick={() => void cards.refetch()}>{t('retry')}</Button>}
        />
      ) : shown.length === 0 ? (
        <StatusPanel kind="empty" />
      ) : (
        <ul className={styles.grid} aria-label={t('listLabel')}>
          {shown.map((card) => (
            <PrebuiltCard
              key={card.id}
              card={card}
              detailPath={`${list}/${card.id}`}
              onAssign={() => open(card, 'assign')}
              onUnassign={() => open(card, 'unassign')}
            />
          ))}
        </ul>
      )}
      <AssignDialog target={target} sectionId={sectionId} onClose={() => setTarget(null)} />
    </div>
  );
}
