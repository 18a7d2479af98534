import type { ActivityDetail } from '@aralin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { usePublishActivity } from '../api/activities-api';
import styles from './activities.module.css';

/**
 * A draft's notice on its page (issue 20): children don't have it yet; publishing gives it to the whole
 * section, which needs a question. Assigning chosen children (the Assign button) publishes it too.
 */
export function DraftPanel({ activity, sectionId }: { activity: ActivityDetail; sectionId: number }) {
  const { t } = useTranslation('activities');
  const toast = useToast();
  const publish = usePublishActivity();
  const [failure, setFailure] = useState<string | null>(null);
  const empty = activity.question_count === 0;
  const run = async () => {
    setFailure(null);
    try {
      const done = await publish.mutateAsync({ sectionId, activityId: activity.id });
      toast(done.message);
    } catch (err) {
      setFailure(errorText(err, t('draft.failed')));
    }
  };
  return (
    <section className={`card stack ${styles.draft}`} aria-labelledby={`draft-${activity.id}`}>
      <h2 id={`draft-${activity.id}`} className={styles.sectionTitle}>
        {t('draft.title')}
      </h2>
      <p className={styles.draftText}>{empty ? t('draft.needsQuestion') : t('draft.text')}</p>
      <div className={styles.draftActions}>
        <Button onClick={() => void run()} disabled={empty || publish.isPending} aria-describedby={`draft-${activity.id}`}>
          {publish.isPending ? t('draft.publishing') : t('draft.publish')}
        </Button>
      </div>
      {failure && <Alert reveal>{failure}</Alert>}
    </section>
  );
}
