import { describe, expect, it } from 'vitest';
import { type Route, routes } from './routes';

const all = Object.entries(routes).flatMap(([group, table]) =>
  Object.entries(table as Record<string, Route>).map(([name, route]) => ({ name: `${group}.${name}`, route })),
);

describe('the route table (issue 21: one typed contract)', () => {
  it("gives every route with a path parameter a params schema naming exactly the path's parameters", () => {
    const wrong = all
      .map(({ name, route }) => {
        const inPath = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
        const shape = (route.schema.params as { shape?: object } | undefined)?.shape;
        const declared = Object.keys(shape ?? {}).sort();
        return inPath.join() === declared.join() ? null : `${name}: path ${inPath.join()} / schema ${declared.join()}`;
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it('gives every answer a schema, except files and the CSRF cookie call', () => {
    const files = new Set([
      'files.get',
      'account.csrf',
      'management.signInSheet',
      'management.signInSheetWithPasswords',
      'management.exportStudents',
      'management.exportStudentPdf',
      'management.auditLogCsv',
      'management.adminDownloadReport',
      'management.performanceReport',
      'management.practicePack',
      // answers 204 No Content
      'management.removeLibraryRecording',
    ]);
    const withoutAnswer = all.filter(({ name, route }) => !files.has(name) && !route.schema.response).map(({ name }) => name);
    expect(withoutAnswer).toEqual([]);
  });
});
