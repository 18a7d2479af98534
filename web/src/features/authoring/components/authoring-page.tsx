import type { ActivityCard, ActivityType } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { useActivityPath } from '../../../lib/use-activity-path';
import { ownActivitiesQuery } from '../api/authoring-api';
import { ActivityStep } from './activity-step';
import { ActivitySummary } from './activity-summary';
import { QuestionList } from './question-list';
import styles from './authoring.module.css';

/** The activity questions are added to: one just created, or one chosen from the subject's list. */
export interface TargetActivity {
  id: number;
  title: string;
}

interface AuthoringPageProps {
  type: Exclude<ActivityType, 'tracing'>;
  heading: string;
  /** The question form; `activity` is null until one is created or selected (spec §2: the form is disabled). */
  children: (activity: TargetActivity | null) => ReactNode;
}

/** Create Matching / Create Multiple Choice (spec §2): the activity first, then its questions one by one. */
export function AuthoringPage({ type, heading, children }: AuthoringPageProps) {
  const { t } = useTranslation(['authoring', 'validation']);
  const { sectionId, subjectId, list } = useActivityPath();
  const [search, setSearch] = useSearchParams();
  const own = useQuery(ownActivitiesQuery(sectionId, subjectId));
  const [created, setCreated] = useState<ActivityCard | null>(null);
  const stepOne = useId();
  const stepTwo = useId();
  const choices = (own.data ?? []).filter((a) => a.type === type && !a.is_prebuilt);
  const selectedId = Number(search.get('activity')) || null;
  const selected = selectedId === null ? null : (choices.find((a) => a.id === selectedId) ?? (created?.id === selectedId ? created : null));
  const activity: TargetActivity | null = selected ? { id: selected.id, title: selected.title } : null;

  const select = (id: number | null) => setSearch(id === null ? {} : { activity: String(id) }, { replace: true });

  return (
    <div className="stack">
      <ButtonLink to={list} variant="ghost" className={styles.back} icon={<ArrowLeftIcon />}>
        {t('back')}
      </ButtonLink>
      <h1 className={styles.heading}>{heading}</h1>
      <section className="card stack" aria-labelledby={stepOne}>
        <h2 id={stepOne} className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            1
          </span>{' '}
          {t('activity.step')}
        </h2>
        <SelectField
          label={t('activity.target')}
          value={selected?.id ?? ''}
          onChange={(e) => select(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('activity.newActivity')}</option>
          {created && !choices.some((a) => a.id === created.id) && <option value={created.id}>{created.title}</option>}
          {choices.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title}
            </option>
          ))}
        </SelectField>
        {activity ? (
          <ActivitySummary activity={selected!} detailPath={`${list}/${activity.id}`} onNew={() => select(null)} />
        ) : selectedId !== null && own.isPending ? null : (
          <ActivityStep
            key={selectedId ?? 'new'}
            type={type}
            sectionId={sectionId}
            subjectId={subjectId}
            onCreated={(card) => {
              setCreated(card);
              select(card.id);
            }}
          />
        )}
      </section>
      <section className="card stack" aria-labelledby={stepTwo}>
        <h2 id={stepTwo} className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            2
          </span>{' '}
          {t('question.step')}
        </h2>
        {!activity && <Alert tone="info">{t('validation:createActivityFirst')}</Alert>}
        {children(activity)}
      </section>
      {activity && <QuestionList activity={{ id: activity.id, title: activity.title, type }} />}
    </div>
  );
}
