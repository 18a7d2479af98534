import { AddSubjectBody, SUBJECT_COVERS, type Section, type SubjectCover } from '@aralin/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-resolver';
import { useAddSubject } from '../api/subjects-api';
import { CoverArt } from './cover-art';
import card from '../../../components/ui/picture-card.module.css';
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

/** The form's fields: the name and the cover of the contract's `AddSubjectBody` (the section and teacher come from the page). */
const SubjectForm = AddSubjectBody.pick({ name: true, cover_image: true });

function AddSubjectForm({ section, onClose }: Omit<AddSubjectDialogProps, 'open'>) {
  const { t } = useTranslation('subjects');
  const toast = useToast();
  const fieldError = useFieldError();
  const add = useAddSubject();
  const form = useForm<{ name: string; cover_image: SubjectCover }, unknown, z.output<typeof SubjectForm>>({
    resolver: contractResolver(SubjectForm),
    defaultValues: { name: '', cover_image: 'BLUE' },
    mode: 'onSubmit',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (subject) => {
    // Spec §8: the subject belongs to the section's teacher; without one there is nobody to file it under.
    if (!section.teacher) return form.setError('root.server', { message: t('messages.teacherUnknown') });
    try {
      await add.mutateAsync({ ...subject, teacher_id: section.teacher, section: section.id });
      toast(t('messages.added'));
      onClose();
    } catch (error) {
      // Spec §8 words every other failure 'Failed to add subject'.
      if (isApiError(error) && error.status !== 500 && applyServerErrors(form.setError, error.errors, ['name'])) return;
      form.setError('root.server', { message: t('messages.addFailed') });
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <TextField label={t('add.name')} required maxLength={100} error={fieldError(errors.name)} {...form.register('name')} />
      <fieldset className="field">
        <legend className="field__label">{t('add.cover')}</legend>
        <div className={card.choices}>
          {SUBJECT_COVERS.map((option) => (
            <label key={option} className={`${card.choice} ${styles.coverChoice}`}>
              <input type="radio" value={option} {...form.register('cover_image')} />
              <span className={card.preview}>
                <CoverArt cover={option} />
              </span>
              <span>{t(`covers.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <DialogFormActions formState={form.formState} cancelLabel={t('add.cancel')} submitLabel={t('add.submit')} onCancel={onClose} />
    </form>
  );
}
