import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addActivity, createWorld, fixSeeds, Player, type World } from './play.test-world';

let t: TestApp;
let w: World;

beforeAll(async () => {
  fixSeeds(3);
  t = await createTestApp();
  w = await createWorld(t, 1);
});
afterAll(() => t.close());

describe('questions remembered by the process', () => {
  it('serves and grades a question as it is now after it changed, whoever changed it', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy'] });
    const p = new Player(t, w.students[0], a.id);
    const q = await p.question(true);
    expect(q.extra_data.hint.text).toMatch(/^Hint/);
    // Changed behind the process's back (another process, a teacher's edit): the row's version moves on.
    await t.ctx.db.execute(sql`
      update questions set extra_data = jsonb_set(extra_data, '{hint,en}', '"Look at the picture"') where id = ${q.id}`);
    const again = await p.question();
    expect(again.id).toBe(q.id);
    expect(again.extra_data.hint.text).toBe('Look at the picture');
    // The choice that was right is now wrong: grading reads the question as it is.
    const right = q.extra_data.choices!.find((c) => c.value.startsWith('Right'))!.value;
    await t.ctx.db.execute(sql`
      update questions set extra_data = jsonb_set(jsonb_set(extra_data, '{choices,0,isCorrect}', 'false'), '{choices,1,isCorrect}', 'true')
      where id = ${q.id}`);
    expect((await p.submit(q.id, right)).correct).toBe(false);
  });
});

describe('pools remembered by the process (issue 11)', () => {
  it("serves an activity's questions as they are now, hidden or shown again behind the process's back", async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy', 'easy'] });
    const p = new Player(t, w.students[0], a.id);
    const first = await p.question(true);
    await p.play(first, 'first');
    // Another process (a teacher's edit) hides one of the two questions left: this process never serves it.
    const [hidden, kept] = a.questionIds.filter((id) => id !== first.id);
    await t.ctx.db.execute(sql`update questions set hidden_at = now() where id = ${hidden}`);
    const second = await p.question();
    expect(second.id).toBe(kept);
    // Shown again, it is the one still to come.
    await t.ctx.db.execute(sql`update questions set hidden_at = null where id = ${hidden}`);
    const after = await p.play(second, 'first');
    expect(after.session_ended).toBe(false);
    expect((await p.question()).id).toBe(hidden);
  });

  it('ends the session on the last question left after another was deleted behind its back', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy'] });
    const p = new Player(t, w.students[0], a.id);
    const first = await p.question(true);
    // A question deleted by a statement that names no activity still changes its activity's version.
    const other = a.questionIds.find((id) => id !== first.id)!;
    await t.ctx.db.execute(sql`delete from questions where id = ${other}`);
    const [row] = (await t.ctx.db.execute<{ v: number }>(sql`select questions_version as v from activities where id = ${a.id}`)).rows;
    expect(row.v).toBeGreaterThan(0);
    const done = await p.play(first, 'first');
    expect(done.session_ended).toBe(true);
  });
});
