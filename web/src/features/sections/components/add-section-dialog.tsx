import { SECTION_IMAGES, type SectionImage, type Teacher } from '@aralin/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { useAddSection } from '../api/section-mutations';
import { FlowerArt } from './flower-art';
import styles from './sections.module.css';

interface AddSectionDialogProps {
  open: boolean;
  onClose: () => void;
  /** Admins choose the teacher (spec §2); null for a teacher, whose sections are their own. */
  teachers: Teacher[] | null;
  /** The teacher picked in the screen's dropdown, preselected. */
  defaultTeacher?: number;
}

/** 'Add Section +' (spec §2): name, a thumbnail (default GUMAMELA) and, for admins, the teacher. */
export function AddSectionDialog({ open, onClose, teachers, defaultTeacher }: AddSectionDialogProps) {
  const { t } = useTranslation('sections');
  return (
    <Modal open={open} title={t('add.title')} onClose={onClose}>
      {open && <AddSectionForm onClose={onClose} teachers={teachers} defaultTeacher={defaultTeacher} />}
    </Modal>
  );
}

function AddSectionForm({ onClose, teachers, defaultTeacher }: Omit<AddSectionDialogProps, 'open'>) {
  const { t } = useTranslation('sections');
  const toast = useToast();
  const add = useAddSection();
  const [name, setName] = useState('');
  const [image, setImage] = useState<SectionImage>('GUMAMELA');
  const [teacher, setTeacher] = useState(defaultTeacher ? String(defaultTeacher) : '');
  const [errors, setErrors] = useState<{ name?: string; teacher?: string; form?: string }>({});
  const [attempt, setAttempt] = useState(0);
  const nameRef = useRef<HTMLInputElement>(null);
  const teacherRef = useRef<HTMLSelectElement>(null);
  // The first marked field takes the focus, so its message is in view and read out (issue 20).
  const focusFirst = (found: { name?: string; teacher?: string }) =>
    found.name ? nameRef.current?.focus() : found.teacher ? teacherRef.current?.focus() : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const found = {
      name: name.trim() ? undefined : t('add.nameRequired'),
      teacher: teachers && !teacher ? t('add.selectTeacher') : undefined,
    };
    setErrors(found);
    if (found.name || found.teacher) return focusFirst(found);
    try {
      await add.mutateAsync({ name: name.trim(), image_path: image, teacher: teachers ? Number(teacher) : undefined });
      toast(t('messages.created'));
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? error.errors : {};
      focusFirst(fields);
      setErrors({
        name: fields.name,
        teacher: fields.teacher,
        form: fields.name || fields.teacher ? undefined : errorText(error, t('messages.createFailed')),
      });
    }
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        ref={nameRef}
        label={t('add.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={100}
        error={errors.name}
      />
      <fieldset className="field">
        <legend className="field__label">{t('add.thumbnail')}</legend>
        <div className={styles.thumbChoices}>
          {SECTION_IMAGES.map((option) => (
            <label key={option} className={styles.thumbChoice}>
              <input type="radio" name="image_path" value={option} checked={image === option} onChange={() => setImage(option)} />
              <span className={styles.thumbPreview}>
                <FlowerArt image={option} />
              </span>
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {teachers && (
        <SelectField
          ref={teacherRef}
          label={t('add.teacher')}
          value={teacher}
          onChange={(e) => setTeacher(e.target.value)}
          required
          error={errors.teacher}
        >
          <option value="">{t('add.teacherPlaceholder')}</option>
          {teachers.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
      )}
      <FormFeedback failure={errors.form} invalid={[errors.name, errors.teacher].filter(Boolean).length} attempt={attempt} />
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
          {t('add.cancel')}
        </Button>
        <Button type="submit" busy={add.isPending}>
          {t('add.submit')}
        </Button>
      </div>
    </form>
  );
}
