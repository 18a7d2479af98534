/**
 * Class list import and export of a section (issue 12). Confined like every section call: an admin's
 * school, a teacher's own sections; anything else is a 404. An import is all or nothing: one
 * transaction, and only when no row has a problem.
 */
import { limits, type MessageKey } from '@aralin/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { StaffActor } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/multipart';
import { getSection, sectionForActor } from '../sections/sections.service';
import { enrollStudent, sectionRoster, withLrnGuard } from '../students/students.service';
import * as q from './class-list.queries';
import { readClassList } from './class-list.read';
import { childKey, markAlreadyInSection, readRows, type DraftRow } from './class-list.rows';
import { newStartingPassword } from './starting-password';

export interface ImportResult {
  dryRun: boolean;
  ignored: string[];
  rows: DraftRow[];
  errorCount: number;
  created: { id: number; name: string; lrn: string | null; password: string }[];
}

/** Reads and checks a class list; with `dryRun` nothing is written, otherwise every row is added or none. */
export async function importClassList(
  ctx: AppContext,
  actor: StaffActor,
  sectionId: number,
  input: { file: UploadedFile | undefined; dryRun: boolean; consent: boolean },
): Promise<ImportResult> {
  await sectionForActor(ctx.db, actor, sectionId);
  if (!input.file) throw badRequest('importFileRequired', { file: 'importFileRequired' });
  if (input.file.data.byteLength === 0) throw badRequest('importFileEmpty', { file: 'importFileEmpty' });
  const read = readRows(await readClassList(input.file), limits.classListMaxRows);
  if (read.kind === 'invalid') throw badRequest(read.key, { file: read.key });
  const { rows, ignored } = read;
  await markTakenLrns(ctx.db, actor.organizationId, rows);
  markAlreadyInSection(rows, await rosterKeys(ctx.db, sectionId));
  const errorCount = rows.filter((r) => r.errors.length > 0).length;
  if (input.dryRun) return { dryRun: true, ignored, rows, errorCount, created: [] };

  if (!input.consent) throw badRequest('consentRequired', { consent: 'consentRequired' });
  if (errorCount > 0) throw new AppError(400, 'importHasErrors', rowErrors(rows));
  const passwords = rows.map(() => newStartingPassword());
  // Hashed one after another before the transaction: argon2 is the slow part, and no lock is held meanwhile.
  const hashes: string[] = [];
  for (const p of passwords) hashes.push(await hashPassword(ctx.config.passwordHash, p));
  const now = ctx.clock.now();

  const created = await withLrnGuard(() =>
    ctx.db.transaction(async (tx) => {
      // Locked for update: two imports into one section (a double submission) run one after the other,
      // and the second finds the first's children already there.
      const section = await sectionForActor(tx, actor, sectionId, 'update');
      if (markAlreadyInSection(rows, await rosterKeys(tx, section.id))) throw new AppError(400, 'importHasErrors', rowErrors(rows));
      const out: ImportResult['created'] = [];
      for (const [i, row] of rows.entries()) {
        const student = await enrollStudent(
          tx,
          actor,
          {
            sectionId: section.id,
            name: row.name,
            gender: row.gender!,
            lrn: row.lrn,
            birthDate: row.birthDate,
            parentGuardian: row.parentGuardian,
            contactNumber: row.contactNumber,
            passwordHash: hashes[i],
            consentAt: now,
          },
          { via: 'class list import', line: row.line },
        );
        out.push({ id: student.id, name: student.name, lrn: student.lrn, password: passwords[i] });
      }
      return out;
    }),
  );
  return { dryRun: false, ignored, rows, errorCount: 0, created };
}

/** LRNs that another child of the school already has (issue 12: unique in the school). */
async function markTakenLrns(tx: Tx, organizationId: number, rows: DraftRow[]) {
  const candidates = rows.flatMap((r) => (r.lrn && r.errors.every((e) => e.field !== 'lrn') ? [r.lrn] : []));
  const taken = await q.takenLrns(tx, organizationId, [...new Set(candidates)]);
  for (const r of rows) if (r.lrn && taken.has(r.lrn)) r.errors.push({ field: 'lrn', key: 'lrnTaken' });
}

/** Who is in the section now, as {@link childKey}s. */
async function rosterKeys(tx: Tx, sectionId: number): Promise<Set<string>> {
  const roster = await sectionRoster(tx, sectionId);
  return new Set(roster.map(({ student }) => childKey(student.name, student.birthDate)));
}

/** The 400 answer's field map: `rows.<line>.<field>`. */
function rowErrors(rows: DraftRow[]): Record<string, MessageKey> {
  const out: Record<string, MessageKey> = {};
  for (const r of rows) for (const e of r.errors) out[`rows.${r.line}.${e.field}`] ??= e.key;
  return out;
}

const SEX: Record<string, string> = { male: 'M', female: 'F', other: 'Other' };
const HEADERS = ['LRN', 'Name', 'Sex', 'Birth Date', 'Parent/Guardian', 'Contact Number'];

/**
 * The section's class list as CSV: UTF-8 with a byte-order mark so that spreadsheet programs show ñ,
 * CRLF line ends, and the same headers the import reads, so an export can be imported elsewhere.
 */
export async function exportClassList(ctx: AppContext, actor: StaffActor, sectionId: number): Promise<{ csv: Buffer; fileName: string }> {
  const { section } = await getSection(ctx, actor, sectionId);
  const roster = await sectionRoster(ctx.db, section.id);
  const lines = [
    HEADERS,
    ...roster.map(({ student: s }) => [s.lrn ?? '', s.name, SEX[s.gender] ?? '', s.birthDate ?? '', s.parentGuardian, s.contactNumber]),
  ].map((cells) => cells.map(csvCell).join(','));
  const slug =
    section.name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'section';
  return { csv: Buffer.from('\uFEFF' + lines.join('\r\n') + '\r\n', 'utf8'), fileName: `class-list-${slug}-${section.classCode}.csv` };
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; text that a spreadsheet would run as a
 * formula (=, +, -, @ first) gets a leading apostrophe, except a phone number's leading +.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^\+[0-9\s()-]+$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
