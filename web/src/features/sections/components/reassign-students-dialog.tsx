import type { Section, Student, StudentMove } from '@aralin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { type Destinations, everyoneTo, initialDestinations, movesFrom } from '../api/section-delete';
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
  const [chosen, setChosen] = useState<Destinations>(() => initialDestinations(students));
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
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(movesFrom(students, chosen));
      }}
    >
      <p className="muted">{t('reassign.intro', { count: students.length, name: section.name })}</p>
      <SelectField
        label={t('reassign.all')}
        value=""
        onChange={(e) => e.target.value !== '-' && setChosen(everyoneTo(students, e.target.value === 'none' ? '' : e.target.value))}
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
        {students.map((student) => (
          <li key={student.id}>
            <SelectField
              label={student.name}
              value={chosen[student.id] ?? ''}
              onChange={(e) => setChosen((current) => ({ ...current, [student.id]: e.target.value }))}
            >
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
