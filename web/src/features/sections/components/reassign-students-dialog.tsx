import { ReassignStudentsBody, type Section, type Student, type StudentMove } from '@aralin/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { contractResolver } from '../../../lib/form-resolver';
import styles from './sections.module.css';

interface ReassignStudentsDialogProps {
  section: Section | null;
  students: Student[];
  /** Sections the students may move to (never the one being deleted). */
  destinations: Section[];
  busy: boolean;
  error?: string;
  onCancel: () => void;
  onConfirm: (moves: StudentMove[]) => void;
}

/** Reassign Students (spec §2, §4): each student to another section or to none, then the section is deleted. */
export function ReassignStudentsDialog(props: ReassignStudentsDialogProps) {
  const { t } = useTranslation('sections');
  return (
    <Modal open={props.section !== null} title={t('reassign.title')} onClose={props.onCancel} size="wide" busy={props.busy}>
      {props.section && <ReassignForm {...props} section={props.section} />}
    </Modal>
  );
}

/** What the inputs hold: each student's destination as its <select> gives it ('' for no section). */
interface MovesValues {
  students: { id: number; new_section_id: string }[];
}

function ReassignForm({
  section,
  students,
  destinations,
  busy,
  error,
  onCancel,
  onConfirm,
}: ReassignStudentsDialogProps & { section: Section }) {
  const { t } = useTranslation('sections');
  // The contract's body of the moves: '' becomes null (unassigned), an id a number.
  const form = useForm<MovesValues, unknown, z.output<typeof ReassignStudentsBody>>({
    resolver: contractResolver(ReassignStudentsBody),
    defaultValues: { students: students.map((s) => ({ id: s.id, new_section_id: '' })) },
  });
  const moveEveryone = (target: string) => students.forEach((_, i) => form.setValue(`students.${i}.new_section_id`, target));
  const options = (
    <>
      <option value="">{t('reassign.none')}</option>
      {destinations.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </>
  );
  return (
    <form className="stack" onSubmit={form.handleSubmit((body) => onConfirm(body.students))}>
      <p className="muted">{t('reassign.intro', { count: students.length, name: section.name })}</p>
      <SelectField
        label={t('reassign.all')}
        value=""
        onChange={(e) => e.target.value !== '-' && moveEveryone(e.target.value === 'none' ? '' : e.target.value)}
      >
        <option value="-">{t('reassign.allPlaceholder')}</option>
        <option value="none">{t('reassign.none')}</option>
        {destinations.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <ul className={styles.moves}>
        {students.map((student, i) => (
          <li key={student.id}>
            <SelectField label={student.name} {...form.register(`students.${i}.new_section_id`)}>
              {options}
            </SelectField>
          </li>
        ))}
      </ul>
      <FormFeedback failure={error} />
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('remove.cancel')}
        </Button>
        <Button type="submit" variant="danger" busy={busy}>
          {t('reassign.submit')}
        </Button>
      </div>
    </form>
  );
}
