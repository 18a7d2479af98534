import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { playTransaction, statement } from './play.tx';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.execute(sql`create table play_tx_probe (id int primary key, tags text[], body jsonb, at timestamptz)`);
});
afterAll(() => t.close());

const echo = statement(
  'test_echo',
  ['int', 'float8', 'bool', 'uuid', 'text', 'jsonb', 'timestamptz', 'int[]', 'text[]'],
  `select $1 as i, $2 as f, $3 as b, $4 as u, $5 as t, $6 as j, $7 as at, $8 as ints, $9 as texts`,
);
const insert = statement('test_probe_insert', ['int', 'text[]'], 'insert into play_tx_probe (id, tags) values ($1, $2) returning id');
const fail = statement('test_fail', ['int'], 'select 1 / $1 as x');

describe('a play transaction through the extended protocol (issue 11)', () => {
  it('sends every type as the statement declares it and reads each statement rows back in order', async () => {
    const at = new Date('2026-11-27T10:11:12.345Z');
    const odd = ['plain', 'with "quotes"', 'back\\slash', 'comma, brace}', ''];
    const rows = await playTransaction(
      t.ctx,
      1,
      [echo(7, 0.25, true, 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11', "it's", { a: [1, 'x'] }, at, [1, 2], odd)],
      async (_, r) => r,
    );
    expect(rows[0]).toEqual([
      {
        i: 7,
        f: 0.25,
        b: true,
        u: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
        t: "it's",
        j: { a: [1, 'x'] },
        at,
        ints: [1, 2],
        texts: odd,
      },
    ]);
    const nulls = await playTransaction(t.ctx, 1, [echo(null, null, null, null, null, null, null, null, null)], async (_, r) => r);
    expect(Object.values(nulls[0][0]).every((v) => v === null)).toBe(true);
  });

  it('refuses a value that is not of its type before anything is sent', () => {
    expect(() => insert(1.5, [])).toThrow(/not an integer/);
    expect(() => insert(1, 'a')).toThrow(/not an array/);
    expect(() => echo(1, 1, 'yes', null, null, null, null, null, null)).toThrow(/not a boolean/);
  });

  it('rolls back everything when a statement fails, and the connections keep working', async () => {
    await expect(
      playTransaction(t.ctx, 2, [insert(1, ['kept?'])], async (tx) => {
        await tx.run([insert(2, ['a']), fail(0), insert(3, ['b'])]);
      }),
    ).rejects.toThrow(/division by zero/);
    await expect(playTransaction(t.ctx, 2, [], (tx) => tx.commitWith([insert(4, ['x']), fail(0)]))).rejects.toThrow(/division by zero/);
    const { rows } = await t.ctx.db.execute(sql`select id from play_tx_probe`);
    expect(rows).toEqual([]);
    // The pool's connections run the same statements again, on the first try and on later ones.
    for (let i = 10; i < 30; i++) await playTransaction(t.ctx, 2, [insert(i, [])], (tx) => tx.commitWith([fail(1)]));
    const after = await t.ctx.db.execute(sql`select count(*)::int as n from play_tx_probe`);
    expect(after.rows[0]).toEqual({ n: 20 });
  });
});
