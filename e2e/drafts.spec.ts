/**
 * Issue 20 item 4: an activity is a draft until the teacher publishes it. The list marks it, its page
 * says why no child has it, and publishing gives it to the section, here in Filipino.
 */
import { CreateActivityBody } from '@aralin/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { expectAccessible, shotBoth, signInTeacher } from './support/staff';
import { createAdmin, createSection, createStudent, createSubject, createTeacher } from '../server/test/fixtures';
import { createActivity } from '../server/src/features/activities/activities.service';

useBrowser();
afterAll(() => closeServerContext());

describe('drafts', () => {
  it('a draft is marked in the list, explained on its page and published in Filipino; then the class has it', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: `Orchid ${uniq()}` });
    await createStudent(host, teacher, section.id, { name: 'Ana Cruz' });
    const subject = await createSubject(host, teacher, section.id, 'Mathematics');
    const body = (title: string, publish: boolean) =>
      CreateActivityBody.parse({
        title,
        type: 'multiple_choice',
        publish,
        questions: [
          {
            question_text: 'Ilan ang mansanas?',
            difficulty_level: 'easy',
            extra_data: { choices: [{ text: '1', isCorrect: false }, { text: '2', isCorrect: true }, { text: '3' }] },
          },
        ],
      });
    await createActivity(host.ctx, teacher.actor, section.id, subject.id, body('Bilang handa na', true));
    const draft = await createActivity(host.ctx, teacher.actor, section.id, subject.id, body('Bilang na borador', false));

    const page = await newPage({ width: 1280, height: 800 });
    await signInTeacher(page, teacher);
    const list = `/subjectsactivities/sections/${section.id}/subjects/${subject.id}/activities`;
    await page.goto(list);
    const draftCard = page.getByRole('listitem').filter({ hasText: 'Bilang na borador' });
    await draftCard.getByText('Draft', { exact: true }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Bilang handa na' }).getByText('Draft', { exact: true }).count()).toBe(0);
    await shotBoth(page, 'drafts-list-en', () => draftCard.waitFor());

    await page.getByRole('button', { name: 'Filipino' }).click();
    await draftCard.getByText('Borador', { exact: true }).waitFor();
    await shotBoth(page, 'drafts-list-tl', () => draftCard.waitFor());
    await draftCard.getByRole('link').first().click();
    const panel = page.getByRole('region', { name: 'Borador: wala pa sa mga bata ang gawaing ito' });
    await panel.waitFor();
    await shotBoth(page, 'drafts-detail-tl', () => panel.waitFor());
    await expectAccessible(page, 'Activity detail (draft, Filipino)');
    await panel.getByRole('button', { name: 'Ilathala sa seksyon' }).click();
    await page.getByRole('status').filter({ hasText: 'Nailathala ang gawain!' }).first().waitFor();
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('table').getByRole('rowheader', { name: 'Ana Cruz' }).waitFor();
    expect(draft.assigned).toBe(0);
  });
});
