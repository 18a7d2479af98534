/** The Add Section form (spec §2, §5) on the contract's `AddSectionBody`. */
import { AddSectionBody, formId, type SectionImage } from '@aralin/contract';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../../../lib/form-resolver';

/** An admin must choose the teacher ('Please select a teacher.'); a teacher's sections are their own. */
const AdminSectionForm = AddSectionBody.extend({ teacher: formId('selectTeacher') });

/** The section the form submits: the contract's body as parsed. */
export type NewSection = z.output<typeof AddSectionBody>;

/** What the inputs hold: the teacher's id as the <select> gives it ('' until chosen). */
export interface SectionFormValues {
  name: string;
  image_path: SectionImage;
  teacher: string;
}

/** The resolver: the contract's body, with the teacher required when the user chooses one (an admin). */
export const sectionResolver = (chooseTeacher: boolean) =>
  chooseTeacher
    ? contractResolver<SectionFormValues, z.ZodType<NewSection, FieldValues>>(AdminSectionForm)
    : contractResolver<SectionFormValues, z.ZodType<NewSection, FieldValues>>(AddSectionBody);
