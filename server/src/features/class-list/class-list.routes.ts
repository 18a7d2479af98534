/** Class list import and export of a section (issue 12; not in the spec). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FormBoolean, limits, messageText, routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { OptionalUpload, readMultipart } from '../../plugins/multipart';
import { exportClassList, importClassList } from './class-list.service';

const r = routes.management;

/** The form: the file, the consent box, and dry_run (also accepted in the query). */
const ImportForm = z.object({ file: OptionalUpload, consent: FormBoolean, dry_run: FormBoolean.optional() });

export const classListRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireStaff);

  app.post(
    r.importStudents.path,
    {
      preValidation: readMultipart({ fileBytes: limits.classListMaxBytes, tooLarge: 'importFileTooLarge', keepEmptyFiles: true }),
      schema: { ...r.importStudents.schema, body: ImportForm },
    },
    async (req) => {
      const lang = requestLanguage(req);
      const dryRun = req.query.dry_run === true || req.body.dry_run === true;
      const result = await importClassList(ctx, staffOf(req), req.params.id, { file: req.body.file, dryRun, consent: req.body.consent });
      return {
        message: dryRun ? '' : messageText('importDone', lang).replace('{{count}}', String(result.created.length)),
        dry_run: result.dryRun,
        ignored_columns: result.ignored,
        rows: result.rows.map((row) => ({
          line: row.line,
          lrn: row.lrn,
          name: row.name,
          gender: row.gender,
          birth_date: row.birthDate,
          parent_guardian: row.parentGuardian,
          contact_number: row.contactNumber,
          errors: row.errors.map((e) => ({ field: e.field, message: messageText(e.key, lang) })),
        })),
        error_count: result.errorCount,
        created: result.created,
        sign_in_sheet: dryRun ? null : r.signInSheet.path.replace(':id', String(req.params.id)),
      };
    },
  );

  app.get(r.exportStudents.path, { schema: r.exportStudents.schema }, async (req, reply) => {
    const { csv, fileName } = await exportClassList(ctx, staffOf(req), req.params.id);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(csv);
  });
};
