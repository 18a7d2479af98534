import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { copyTargetsQuery, sectionSubjectsQuery, useDuplicateActivity } from '../api/activities-api';

interface CopyActivityDialogProps {
  open: boolean;
  activity: { id: number; title: string; isPrebuilt: boolean };
  /** Where the page is: the copy goes there unless another section or subject is chosen. */
  sectionId: number;
  subjectId: number;
  onClose: () => void;
}

/**
 * Copy an activity into a subject of any section the teacher may open, or make one's own copy of a
 * library activity to edit it (issue 12). The new copy opens in its Edit screen.
 */
export function CopyActivityDialog({ open, activity, sectionId, subjectId, onClose }: CopyActivityDialogProps) {
  const { t } = useTranslation('activities');
  const title = activity.isPrebuilt ? t('copy.ownTitle') : t('copy.title');
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <CopyForm activity={activity} sectionId={sectionId} subjectId={subjectId} onClose={onClose} />
    </Modal>
  );
}

function CopyForm({ activity, sectionId, subjectId, onClose }: Omit<CopyActivityDialogProps, 'open'>) {
  const { t } = useTranslation('activities');
  const toast = useToast();
  const navigate = useNavigate();
  const copy = useDuplicateActivity();
  const [section, setSection] = useState(sectionId);
  const [subject, setSubject] = useState<number | ''>(subjectId);
  const [failure, setFailure] = useState<string | null>(null);
  const sections = useQuery(copyTargetsQuery());
  const subjects = useQuery(sectionSubjectsQuery(section));

  const chooseSection = (id: number) => {
    setSection(id);
    setSubject('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (subject === '') return setFailure(t('copy.chooseSubject'));
    setFailure(null);
    try {
      const made = await copy.mutateAsync({ activityId: activity.id, body: { section_id: section, subject_id: subject } });
      toast(made.message);
      onClose();
      void navigate(`/subjectsactivities/sections/${made.section_id}/subjects/${made.subject_id}/activities/${made.activity.id}/edit`);
    } catch (error) {
      setFailure(t('copy.failed', { details: isApiError(error) ? error.error : String(error) }));
    }
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p>{t('copy.intro', { title: activity.title })}</p>
      <SelectField label={t('copy.section')} value={section} onChange={(e) => chooseSection(Number(e.target.value))}>
        {(sections.data ?? [{ id: sectionId, name: '…' }]).map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('copy.subject')} value={subject} onChange={(e) => setSubject(e.target.value ? Number(e.target.value) : '')}>
        <option value="">{t('copy.pickSubject')}</option>
        {(subjects.data ?? []).map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      {subjects.isSuccess && subjects.data.length === 0 && <Alert tone="info">{t('copy.noSubjects')}</Alert>}
      {failure && <Alert reveal>{failure}</Alert>}
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose}>
          {t('copy.cancel')}
        </Button>
        <Button type="submit" busy={copy.isPending} disabled={subject === ''}>
          {activity.isPrebuilt ? t('copy.ownConfirm') : t('copy.confirm')}
        </Button>
      </div>
    </form>
  );
}
