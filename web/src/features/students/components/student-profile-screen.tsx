import { timings } from '@aralin/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { NotFoundPanel, idParam, isNotFound } from '../../../components/ui/not-found-panel';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { roleOf } from '../../../lib/auth-storage';
import { useSession } from '../../../lib/use-session';
import { forgetStudent, useDeleteStudent } from '../api/student-mutations';
import { studentProgressQuery, studentQuery, studentRewardsQuery } from '../api/students-queries';
import { ChildDataPanel } from './child-data-panel';
import { EditStudentDialog } from './edit-student-dialog';
import { PracticePackButton } from './practice-pack-button';
import { ProgressSummary } from './progress-summary';
import { RewardsPanel } from './rewards-panel';
import { StudentCard } from './student-card';
import { TracingStrokesPanel } from './tracing-strokes-panel';
import { OtherLanguagePanel } from './other-language-panel';
import styles from './students.module.css';

/** /sections/{sectionId}/students/{studentId} (spec §2 'Student profile (staff view)'). */
export function StudentProfileScreen() {
  const { t } = useTranslation('students');
  const params = useParams();
  const validIds = idParam(params.sectionId) !== null && idParam(params.studentId) !== null;
  const sectionId = idParam(params.sectionId) ?? 0;
  const studentId = idParam(params.studentId) ?? 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const isAdmin = roleOf(useSession().user) === 'admin';
  const [deleted, setDeleted] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const live = validIds && !deleted;
  const student = useQuery({ ...studentQuery(sectionId, studentId), enabled: live });
  const progress = useQuery({ ...studentProgressQuery(studentId), enabled: live });
  const rewards = useQuery({ ...studentRewardsQuery(studentId), enabled: live });
  const remove = useDeleteStudent(sectionId, studentId);
  const back = `/sections/${sectionId}/students`;

  // Spec §9: after a deletion the screen goes back after 5 seconds.
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => void navigate(back, { replace: true }), timings.afterStudentDeleteMs);
    return () => {
      clearTimeout(timer);
      forgetStudent(queryClient, sectionId, studentId);
    };
  }, [deleted, navigate, back, queryClient, sectionId, studentId]);

  const backLink = (
    <ButtonLink to={back} variant="ghost" icon={<ArrowLeftIcon />} className={styles.back}>
      {t('back')}
    </ButtonLink>
  );

  if (!validIds) return <NotFoundPanel back="/sections" />;
  if (!deleted && isNotFound(student.error)) return <NotFoundPanel back={back} />;
  if (deleted) {
    return (
      <div className="stack">
        <div>{backLink}</div>
        <Alert tone="success">{t('messages.deleted')}</Alert>
        <p className="muted">{t('profile.goingBack')}</p>
      </div>
    );
  }

  return (
    <div className="stack">
      <div>{backLink}</div>
      {student.isPending ? (
        <StatusPanel kind="loading" />
      ) : student.isError ? (
        <StatusPanel
          kind="error"
          title={t('messages.fetchOneFailed')}
          text=""
          action={<Button onClick={() => void student.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <>
          <StudentCard
            sectionId={sectionId}
            student={student.data}
            canDelete={isAdmin}
            onEdit={() => setEditing(true)}
            onDelete={() => setConfirmingDelete(true)}
          />
          <div className={styles.profileGrid}>
            {progress.isPending ? (
              <StatusPanel kind="loading" />
            ) : progress.isError ? (
              <StatusPanel kind="error" title={t('progress.failed')} text="" />
            ) : (
              <ProgressSummary progress={progress.data} />
            )}
            {rewards.isPending ? (
              <StatusPanel kind="loading" />
            ) : rewards.isError ? (
              <StatusPanel kind="error" />
            ) : (
              <RewardsPanel rewards={rewards.data} />
            )}
          </div>
          <section className={styles.childData} aria-labelledby="practice-pack-title">
            <h2 id="practice-pack-title">{t('practicePack.title')}</h2>
            <p className="muted">{t('practicePack.text', { name: student.data.name })}</p>
            <div className="row">
              <PracticePackButton sectionId={sectionId} studentId={studentId} name={student.data.name} />
            </div>
          </section>
          <TracingStrokesPanel studentId={studentId} />
          <OtherLanguagePanel studentId={studentId} name={student.data.name} />
          <ChildDataPanel
            studentId={studentId}
            name={student.data.name}
            isAdmin={isAdmin}
            onErased={(message) => {
              toast(message);
              void navigate(back, { replace: true });
            }}
          />
          <EditStudentDialog sectionId={sectionId} student={student.data} open={editing} onClose={() => setEditing(false)} />
        </>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        tone="danger"
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          remove.mutate(undefined, {
            onSuccess: () => setDeleted(true),
            onError: (error) => toast(errorText(error, t('messages.deleteFailed')), 'error'),
          });
        }}
      >
        {t('delete.question', { name: student.data?.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
