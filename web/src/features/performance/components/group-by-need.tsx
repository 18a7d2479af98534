import { competencyLabel, type GroupBy, type GroupFocus, type GroupsResponse, type NeedGroup } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { useLoadErrorText } from '../../../lib/load-error';
import { groupsQuery, initialPlacement, membersOf, useAssignGroup, type Placement } from '../api/groups-api';
import styles from './groups.module.css';

/**
 * "Group by need" on Performance (issue 13 item 1): the section in small groups by their weakest concepts
 * (or competencies), each with its focus and a suggested activity; the teacher moves children between
 * groups, then assigns a group's activity in one confirmation. Method: docs/staff-workspace.md.
 */
export function GroupByNeed({ sectionId }: { sectionId: number }) {
  const { t } = useTranslation('groups');
  const [open, setOpen] = useState(false);
  const [by, setBy] = useState<GroupBy>('concept');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <Button variant={open ? 'secondary' : 'primary'} onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {open ? t('hide') : t('open')}
        </Button>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      {open && (
        <>
          <SelectField label={t('by.label')} className={styles.by} value={by} onChange={(e) => setBy(e.target.value as GroupBy)}>
            <option value="concept">{t('by.concept')}</option>
            <option value="competency">{t('by.competency')}</option>
          </SelectField>
          <Groups sectionId={sectionId} by={by} />
        </>
      )}
    </section>
  );
}

function Groups({ sectionId, by }: { sectionId: number; by: GroupBy }) {
  const { t } = useTranslation('groups');
  const loadErrorText = useLoadErrorText();
  const groups = useQuery(groupsQuery(sectionId, by));
  const [placement, setPlacement] = useState<Placement>({});
  useEffect(() => {
    if (groups.data) setPlacement(initialPlacement(groups.data));
  }, [groups.data]);

  if (groups.isPending) return <StatusPanel kind="loading" />;
  if (groups.isError) {
    return (
      <StatusPanel
        kind="error"
        text={loadErrorText(groups.error)}
        action={<Button onClick={() => void groups.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const data = groups.data;
  if (data.groups.length === 0) return <StatusPanel kind="empty" title={t('empty')} text={t('emptyText')} />;
  const move = (studentId: number, key: string) => setPlacement((p) => ({ ...p, [studentId]: key }));
  return (
    <ol className={styles.list}>
      {data.groups.map((g, i) => (
        <GroupCard key={g.key} data={data} group={g} index={i} placement={placement} onMove={move} />
      ))}
    </ol>
  );
}

/** A group's name: "Group 2: Letter Bb" or "Not enough answers yet". */
function useGroupName() {
  const { t } = useTranslation('groups');
  const focusName = useFocusName();
  return (g: NeedGroup, index: number) =>
    g.kind === 'need' ? t('groupName', { n: index + 1, focus: focusName(g.focus[0]) }) : t(`${g.kind}.name`);
}

function useFocusName() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'tl' ? 'tl' : 'en';
  return (f: GroupFocus | undefined) => (f ? (f.competency && !/^\d+$/.test(f.id) ? f.competency.words[lang] : f.name) : '');
}

function GroupCard({
  data,
  group,
  index,
  placement,
  onMove,
}: {
  data: GroupsResponse;
  group: NeedGroup;
  index: number;
  placement: Placement;
  onMove: (studentId: number, key: string) => void;
}) {
  const { t } = useTranslation('groups');
  const toast = useToast();
  const groupName = useGroupName();
  const focusName = useFocusName();
  const name = groupName(group, index);
  const members = membersOf(data, placement, group.key);
  const [chosen, setChosen] = useState<number | null>(group.suggestions[0]?.activity_id ?? null);
  const [confirming, setConfirming] = useState(false);
  const assign = useAssignGroup(data.section_id);
  const suggestion = group.suggestions.find((s) => s.activity_id === chosen);
  const headingId = useId();

  const confirm = () => {
    setConfirming(false);
    if (!suggestion) return;
    assign.mutate(
      { activityId: suggestion.activity_id, studentIds: members.map((m) => m.student_id), subjectId: suggestion.subject_id },
      {
        onSuccess: (res) => toast(t('assigned', { title: suggestion.title, count: members.length, group: name, message: res.message })),
        onError: (err) => toast(errorText(err, t('assignFailed')), 'error'),
      },
    );
  };

  return (
    <li className={styles.card} aria-labelledby={headingId} data-kind={group.kind}>
      <h3 id={headingId} className={styles.cardTitle}>
        {name}
      </h3>
      {group.kind !== 'need' ? (
        <p className={styles.focus}>{t(`${group.kind}.text`)}</p>
      ) : (
        <div className={styles.focus}>
          <span className={styles.label}>{t('focus')}</span>{' '}
          {group.focus.map((f, i) => (
            <span key={f.id}>
              {i > 0 && ', '}
              {focusName(f)}
              {f.estimate !== null && <span className={styles.muted}> ({t('estimate', { value: f.estimate })})</span>}
            </span>
          ))}
          {group.focus[0]?.competency && <CompetencyLine competency={group.focus[0].competency} />}
        </div>
      )}
      <ul className={styles.members} aria-label={t('membersOf', { group: name })}>
        {members.length === 0 && <li className={styles.muted}>{t('noMembers')}</li>}
        {members.map((m) => (
          <li key={m.student_id} className={styles.member}>
            <span className={styles.memberName}>
              {m.student_name}
              {m.estimate !== null && group.students.some((s) => s.student_id === m.student_id) && (
                <span className={styles.muted}> · {t('estimate', { value: m.estimate })}</span>
              )}
            </span>
            <SelectField
              label={t('moveLabel', { name: m.student_name })}
              hideLabel
              className={styles.move}
              value={group.key}
              onChange={(e) => onMove(m.student_id, e.target.value)}
            >
              {data.groups.map((g, i) => (
                <option key={g.key} value={g.key}>
                  {g.key === group.key ? t('stayIn', { group: groupName(g, i) }) : t('moveTo', { group: groupName(g, i) })}
                </option>
              ))}
            </SelectField>
          </li>
        ))}
      </ul>
      {group.suggestions.length === 0 ? (
        <p className={styles.muted}>{t('noSuggestion')}</p>
      ) : (
        <div className={styles.assign}>
          <SelectField
            label={t('suggested')}
            className={styles.activity}
            value={chosen ?? ''}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {group.suggestions.map((s) => (
              <option key={s.activity_id} value={s.activity_id}>
                {s.title} {s.is_prebuilt ? t('library') : t('own')}
              </option>
            ))}
          </SelectField>
          <Button onClick={() => setConfirming(true)} disabled={!suggestion || members.length === 0} busy={assign.isPending}>
            {t('assign')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('confirm.title')}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {suggestion && t('confirm.text', { title: suggestion.title, count: members.length, group: name })}
        <ul className={styles.confirmList}>
          {members.map((m) => (
            <li key={m.student_id}>{m.student_name}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </li>
  );
}

/** A focus's curriculum competency: its words with its official code, its domain, and whose code it is. */
function CompetencyLine({ competency }: { competency: NonNullable<GroupFocus['competency']> }) {
  const { t, i18n } = useTranslation('groups');
  const lang = i18n.language === 'tl' ? 'tl' : 'en';
  return (
    <p className={styles.competency}>
      <span className={styles.label}>{t('competency')}</span> {competencyLabel(competency, lang)}
      <span className={styles.muted}> · {competency.domain[lang]}</span>
      {competency.code_source && <span className={styles.muted}> · {t('codeFrom', { source: competency.code_source[lang] })}</span>}
    </p>
  );
}
