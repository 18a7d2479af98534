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
