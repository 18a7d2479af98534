import { SECTION_IMAGES, type Teacher } from '@aralin/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { type NewSection, sectionResolver, type SectionFormValues } from '../api/section-form';
import { useAddSection } from '../api/section-mutations';
import { FlowerArt } from './flower-art';
import card from '../../../components/ui/picture-card.module.css';
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
  const fieldError = useFieldError();
  const add = useAddSection();
  const form = useForm<SectionFormValues, unknown, NewSection>({
    resolver: sectionResolver(teachers !== null),
    defaultValues: { name: '', image_path: 'GUMAMELA', teacher: defaultTeacher ? String(defaultTeacher) : '' },
    mode: 'onSubmit',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (section) => {
    try {
      await add.mutateAsync({ ...section, teacher: teachers ? section.teacher : undefined });
      toast(t('messages.created'));
      onClose();
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.errors, ['name', 'teacher'])) return;
      form.setError('root.server', { message: errorText(error, t('messages.createFailed')) });
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <TextField label={t('add.name')} required maxLength={100} error={fieldError(errors.name)} {...form.register('name')} />
      <fieldset className="field">
        <legend className="field__label">{t('add.thumbnail')}</legend>
        <div className={card.choices}>
          {SECTION_IMAGES.map((option) => (
            <label key={option} className={`${card.choice} ${styles.thumbChoice}`}>
              <input type="radio" value={option} {...form.register('image_path')} />
              <span className={card.preview}>
                <FlowerArt image={option} />
              </span>
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {teachers && (
        <SelectField label={t('add.teacher')} required error={fieldError(errors.teacher)} {...form.register('teacher')}>
          <option value="">{t('add.teacherPlaceholder')}</option>
          {teachers.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
      )}
      <DialogFormActions formState={form.formState} cancelLabel={t('add.cancel')} submitLabel={t('add.submit')} onCancel={onClose} />
    </form>
  );
}
