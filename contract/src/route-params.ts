/** Path and query parameters of routes that have no other home in the contract. */
import { z } from 'zod';
import { formId } from './forms';

/** GET /students/get-students/{classCode}/ */
export const ClassCodeParams = z.object({ classCode: z.string().max(40) });
/** GET /students/{userId}/subjects/{subjectId}/activities/ */
export const StudentSubjectParams = z.object({ userId: formId(), subjectId: formId() });
/** GET /files/{key}: a stored file by its key, with an optional signed link's expiry and signature. */
export const FileParams = z.object({ key: z.string().max(100) });
export const FileLinkQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });
