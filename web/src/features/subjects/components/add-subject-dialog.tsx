import { SUBJECT_COVERS, type Section, type SubjectCover } from '@aralin/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { useAddSubject } from '../api/subjects-api';
import { CoverArt } from './cover-art';
import styles from './subjects.module.css';

interface AddSubjectDialogProps {
  open: boolean;
  section: Section;
  onClose: () => void;
}

/** 'Add Subject +' (spec §2): a name and a cover colour, BLUE by default. */
export function AddSubjectDialog({ open, section, onClose }: AddSubjectDialogProps) {
  const { t } = useTranslation('subjects');
  return (
    <Modal open={open} title={t('add.title')} onClose={onClose}>
      {open && <AddSubjectForm section={section} onClose={onClose} />}
    </Modal>
  );
}

function AddSubjectForm({ section, onClose }: Omit<AddSubjectDialogProps, 'open'>) {
  const { t } = useTranslation('subjects');
  const toast = useToast();
  const add = useAddSubject();
  const [name, setName] = useState('');
  const [cover, setCover] = useState<SubjectCover>('BLUE');
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({});
  const [attempt, setAttempt] = useState(0);
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (!name.trim()) {
      setErrors({ name: t('add.nameRequired') });
      return nameRef.current?.focus();
    }
    // Spec §8: the subject belongs to the section's teacher; without one there is nobody to file it under.
    if (!section.teacher) return setErrors({ form: t('messages.teacherUnknown') });
    setErrors({});
    try {
      await add.mutateAsync({ name: name.trim(), cover_image: cover, teacher_id: section.teacher, section: section.id });
      toast(t('messages.added'));
      onClose();
    } catch (error) {
      const nameError = isApiError(error) && error.status !== 500 ? error.errors.name : undefined;
      setErrors(nameError ? { name: nameError } : { form: t('messages.addFailed') });
      if (nameError) nameRef.current?.focus();
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
        <legend className="field__label">{t('add.cover')}</legend>
        <div className={styles.coverChoices}>
          {SUBJECT_COVERS.map((option) => (
            <label key={option} className={styles.coverChoice}>
              <input type="radio" name="cover_image" value={option} checked={cover === option} onChange={() => setCover(option)} />
              <span className={styles.coverPreview}>
                <CoverArt cover={option} />
              </span>
              <span>{t(`covers.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormFeedback failure={errors.form} invalid={errors.name ? 1 : 0} attempt={attempt} />
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
