import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagesResponse, TeacherMessage } from '@aralin/contract';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher, type Staff } from '../../../test/fixtures';
import { studentToken } from '../../../test/learning-fixtures';
import { HOUR, contactTeacher, getAs, pinClock, requestAs, setClock } from '../dashboards/monitoring.test-world';

let t: TestApp;
let admin: Staff;
let teacher: Staff;
let other: Staff;
let foreign: Staff;
let sections: { first: number; second: number; others: number };
let kids: { id: number; organizationId: number }[];

beforeAll(async () => {
  t = await createTestApp();
  const at = pinClock(t, 8).getTime();
  admin = await createAdmin(t);
  teacher = await createTeacher(t, admin);
  other = await createTeacher(t, admin);
  foreign = await createAdmin(t);
  sections = {
    first: (await createSection(t, teacher)).id,
    second: (await createSection(t, teacher)).id,
    others: (await createSection(t, other)).id,
  };
  kids = [
    await createStudent(t, teacher, sections.first, { name: 'Niño Reyes' }),
    await createStudent(t, teacher, sections.second, { name: 'Ana Cruz' }),
    await createStudent(t, other, sections.others, { name: 'Carlo Dizon' }),
  ];
  // Parents write through the parent area: 08:00, 09:00 and 10:00.
  for (const [i, [kid, text]] of (
    [
      [kids[0], 'Salamat po, Teacher!'],
      [kids[1], 'May lagnat po si Ana.'],
      [kids[2], 'Para po kay Teacher O.'],
    ] as const
  ).entries()) {
    setClock(t, at + i * HOUR);
    await contactTeacher(t, kid, text);
  }
}, 60_000);
afterAll(() => t.close());

const read = (who: Staff | null | string, id: number) =>
  requestAs<TeacherMessage>(t, who, { method: 'PATCH', url: `/management/messages/${id}/read/` });

describe('GET /management/messages/', () => {
  it("lists the caller's own messages newest first, with the child and the parent's contact", async () => {
    const res = await getAs<MessagesResponse>(t, teacher, '/management/messages/');
    expect(res.status).toBe(200);
    expect(res.body.messages.map((m) => [m.student_name, m.message, m.is_read])).toEqual([
      ['Ana Cruz', 'May lagnat po si Ana.', false],
      ['Niño Reyes', 'Salamat po, Teacher!', false],
    ]);
    expect(res.body.messages[1]).toMatchObject({
      section_id: sections.first,
      parent_guardian: 'Aling Nena Santos',
      contact_number: '09171234567',
      read_at: null,
    });
    expect(res.body.unread_count).toBe(2);
  });

  it('filters by section and by unread', async () => {
    const one = await getAs<MessagesResponse>(t, teacher, `/management/messages/?section_id=${sections.first}`);
    expect(one.body.messages.map((m) => m.student_name)).toEqual(['Niño Reyes']);
    expect(one.body.unread_count).toBe(1);
    expect((await getAs(t, teacher, `/management/messages/?section_id=${sections.others}`)).status).toBe(404);
    expect((await getAs<MessagesResponse>(t, other, '/management/messages/')).body.messages.map((m) => m.message)).toEqual([
      'Para po kay Teacher O.',
    ]);
  });

  it('answers 401 without a token and 403 for a student', async () => {
    expect((await getAs(t, null, '/management/messages/')).status).toBe(401);
    expect((await getAs(t, await studentToken(t, kids[0]), '/management/messages/')).status).toBe(403);
  });
});

describe('PATCH /management/messages/{id}/read/', () => {
  it('marks a message read once: a second call keeps the first time', async () => {
    const list = (await getAs<MessagesResponse>(t, teacher, '/management/messages/')).body.messages;
    const first = await read(teacher, list[1].id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: list[1].id, is_read: true });
    setClock(t, t.clock.now().getTime() + HOUR);
    const again = await read(teacher, list[1].id);
    expect(again.body.read_at).toBe(first.body.read_at);
    const after = (await getAs<MessagesResponse>(t, teacher, '/management/messages/?unread=true')).body;
    expect([after.messages.map((m) => m.student_name), after.unread_count]).toEqual([['Ana Cruz'], 1]);
  });

  it('lets only the addressed teacher mark it: 404 for another teacher or school, 403 for an admin, 401', async () => {
    const id = (await getAs<MessagesResponse>(t, teacher, '/management/messages/')).body.messages[0].id;
    expect((await read(other, id)).status).toBe(404);
    expect((await read(foreign, id)).status).toBe(404);
    expect((await read(admin, id)).status).toBe(403);
    expect((await read(null, id)).status).toBe(401);
    expect((await read(teacher, 999_999)).status).toBe(404);
    expect((await getAs<MessagesResponse>(t, teacher, '/management/messages/')).body.messages[0].is_read).toBe(false);
  });
});
