/** Issue 19 item 1: a child finds herself by her own picture on the profile grid, on a tablet and a phone, in both languages. */
import { afterAll, describe, expect, it } from 'vitest';
import { AVATAR_KEYS } from '@aralin/contract';
import { eq } from 'drizzle-orm';
import { students } from '../server/src/db/schema';
import { createAdmin, createSection, createStudent, createTeacher } from '../server/test/fixtures';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { expectAccessible } from './support/staff';

useBrowser();
afterAll(() => closeServerContext());

describe('the profile grid (issue 19)', () => {
  it('shows each child of the class with a picture of her own, picture first and name below', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: `Sampaguita ${uniq()}` });
    const names = ['Ana', 'Bea', 'Carla', 'Dina', 'Ella', 'Fe'].map((n) => `${n} ${uniq().slice(0, 3)}`);
    for (const name of names) await createStudent(host, teacher, section.id, { name, gender: 'female' });
    const rows = await host.ctx.db
      .select({ name: students.name, avatar: students.avatar })
      .from(students)
      .where(eq(students.sectionId, section.id));
    expect(new Set(rows.map((r) => r.avatar)).size).toBe(names.length);
    expect(rows.every((r) => r.avatar && AVATAR_KEYS.includes(r.avatar))).toBe(true);

    for (const [width, height, device] of [
      [800, 1280, 'tablet'],
      [390, 844, 'phone'],
    ] as const) {
      const page = await newPage({ width, height });
      await page.goto('/student-code');
      if (device === 'phone') await page.getByRole('button', { name: 'Filipino' }).click();
      await page.getByRole('textbox').first().fill(section.classCode);
      await page.getByRole('button', { name: device === 'phone' ? 'Susunod' : 'Next' }).click();
      for (const { name, avatar } of rows) {
        const card = page.getByRole('button', { name: new RegExp(name) });
        await card.waitFor();
        // Her picture is drawn in the card, above her name.
        const picture = card.locator(`img[src$="/avatars/${avatar}.svg"]`);
        await picture.waitFor();
        const [pic, label] = [await picture.boundingBox(), await card.getByText(name).boundingBox()];
        expect(pic!.y + pic!.height).toBeLessThanOrEqual(label!.y + 1);
      }
      await expectAccessible(page, `/student-profile (${device})`);
      await shot(page, `profile-grid-${device === 'phone' ? 'tl-phone' : 'en-tablet'}`);
    }
  });
});
