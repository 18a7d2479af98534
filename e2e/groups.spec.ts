/**
 * Issue 13 items 1 and 7 on the demo school: Performance → "Group by need" shows the server's groups (by
 * concept and by curriculum competency), a child moved to another group before assigning, the group's
 * activity assigned in one confirmation, and the concept form's curriculum field; in English and
 * Filipino, on a tablet and a phone, with screenshots to look at and axe on each.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentsResponse, ConceptsResponse, GroupsResponse } from '@aralin/contract';
import { DEMO_SECTIONS, DEMO_STAFF_PASSWORD, DEMO_TEACHERS, type DemoSection } from '../server/src/seed/demo-people';
import { seedDemoSchool } from '../server/src/seed/demo-school';
import { recomputeLearnerModel } from '../server/src/features/play/play.backfill';
import path from 'node:path';
import { SHOTS_DIR, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost } from './support/fixtures';
import { open, sectionDropdown } from './support/monitoring';
import { callApi, teacherSession, type ApiSession } from './support/sessions';
import { expectAccessible } from './support/staff';

useBrowser();
afterAll(() => closeServerContext());

const [SANTOS] = DEMO_TEACHERS;
const [SAMPAGUITA] = DEMO_SECTIONS as [DemoSection];
const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };

let santos: ApiSession;
let sectionId: number;

beforeAll(async () => {
  await seedDemoSchool(e2eHost().ctx);
  // As at a server start: the demo's history goes through the learner model.
  await recomputeLearnerModel(e2eHost().ctx);
  santos = await teacherSession(SANTOS.email, DEMO_STAFF_PASSWORD);
  const sections = await callApi<{ id: number; name: string }[]>('GET', '/management/sections/', { bearer: santos.token.access });
  sectionId = sections.find((s) => s.name === SAMPAGUITA.name)!.id;
});

const groupsOf = (by: 'concept' | 'competency') =>
  callApi<GroupsResponse>('GET', `/management/sections/${sectionId}/groups/?by=${by}`, { bearer: santos.token.access });

async function openGroups(size: { width: number; height: number }, lang: 'en' | 'tl'): Promise<Page> {
  const page = await open(santos, `/performance?section=${sectionId}`, 'Performance', size);
  if (lang === 'tl') {
    await page.evaluate(() => localStorage.setItem('language', 'tl'));
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
  }
  const name = lang === 'en' ? 'Group by need' : 'Ipangkat ayon sa pangangailangan';
  await page.getByRole('button', { name, exact: true }).click();
  await page.locator('li[data-kind]').first().waitFor();
  return page;
}

/** The whole page, and the groups panel alone (to read it at full size). */
async function shotGroups(page: Page, name: string, lang: 'en' | 'tl') {
  await shot(page, name);
  const title = lang === 'en' ? 'Groups by need' : 'Mga pangkat ayon sa pangangailangan';
  await page.getByRole('region', { name: title }).screenshot({ path: path.join(SHOTS_DIR, `${name}-panel.png`) });
}

const cardTitles = (page: Page) => page.locator('li[data-kind] h3').allInnerTexts();

describe('groups by need (Teacher Santos, Kinder - Sampaguita)', () => {
  it("shows the server's groups, 3 to 5 of them, each named by its focus, every child once", async () => {
    const api = await groupsOf('concept');
    expect(api.groups.length).toBeGreaterThan(0);
    expect(api.groups.length).toBeLessThanOrEqual(5);
    const ids = api.groups.flatMap((g) => g.students.map((s) => s.student_id));
    expect(new Set(ids).size).toBe(ids.length);
    const page = await openGroups(TABLET, 'en');
    const special = { evidence: 'Not enough answers yet', ready: 'Ready for more' } as const;
    const expected = api.groups.map((g, i) => (g.kind === 'need' ? `Group ${i + 1}: ${g.focus[0].name}` : special[g.kind]));
    // Only children below the required score are in a need group, each on a focus they need.
    for (const g of api.groups.filter((x) => x.kind === 'need')) expect(g.focus[0].estimate).not.toBeNull();
    expect(await cardTitles(page)).toEqual(expected);
    for (const [i, g] of api.groups.entries()) {
      const members = page.getByRole('list', { name: `Children of ${expected[i]}` });
      for (const s of g.students) await expect(members.getByText(s.student_name, { exact: false }).first().isVisible()).resolves.toBe(true);
    }
    await expectAccessible(page, 'Performance, groups by need');
    await shotGroups(page, 'groups-tablet-en', 'en');
  });

  it('moves a child to another group before assigning, then assigns the group its activity in one confirmation', async () => {
    const api = await groupsOf('concept');
    const target = api.groups.find((g) => g.suggestions.length > 0 && g.students.length > 0);
    const source = api.groups.find((g) => g !== target && g.students.length > 1);
    expect(target, JSON.stringify(api.groups)).toBeDefined();
    const page = await openGroups(TABLET, 'en');
    const titles = await cardTitles(page);
    const targetTitle = titles[api.groups.indexOf(target!)];
    const targetCard = page.locator('li[data-kind]').filter({ has: page.getByRole('heading', { name: targetTitle, exact: true }) });
    const expectedIds = target!.students.map((s) => s.student_id);
    if (source) {
      const moved = source.students[0];
      const sourceTitle = titles[api.groups.indexOf(source)];
      await page.getByRole('combobox', { name: `Group of ${moved.student_name}` }).selectOption({ label: `Move to ${targetTitle}` });
      await targetCard.getByText(moved.student_name, { exact: false }).first().waitFor();
      const sourceList = page.getByRole('list', { name: `Children of ${sourceTitle}` });
      expect(await sourceList.getByText(moved.student_name).count()).toBe(0);
      expectedIds.push(moved.student_id);
    }
    const suggestion = target!.suggestions[0];
    await targetCard.getByRole('button', { name: 'Assign to group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign to the whole group?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(expectedIds.length);
    await shot(page, 'groups-confirm-tablet-en', { fullPage: false });
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByText(`"${suggestion.title}" assigned to ${expectedIds.length}`, { exact: false }).waitFor();
    const assignments = await callApi<AssignmentsResponse>(
      'GET',
      `/management/sections/${sectionId}/activities/${suggestion.activity_id}/assignments/`,
      { bearer: santos.token.access },
    );
    const assigned = new Set(assignments.map((a) => a.student_id));
    for (const id of expectedIds) expect(assigned.has(id)).toBe(true);
  });

  it("tags a teacher's concept with a curriculum competency on the activity form", async () => {
    const api = await groupsOf('concept');
    const need = api.groups.find((g) => g.kind === 'need' && g.suggestions[0] && !g.suggestions[0].is_prebuilt)!;
    expect(need, JSON.stringify(api.groups)).toBeDefined();
    const activity = need.suggestions[0];
    const page = await open(
      santos,
      `/subjectsactivities/sections/${sectionId}/subjects/${activity.subject_id}/activities/${activity.activity_id}/edit`,
      'Edit Activity',
      TABLET,
    );
    const field = page.getByRole('combobox', { name: 'Curriculum competency' });
    await field.waitFor();
    await field.selectOption('k-letter-sounds');
    // The closed list cuts long competencies at this width: the chosen one is written out in full below it.
    const chosen = page.getByTestId('competency-chosen');
    await chosen.waitFor();
    expect(await chosen.textContent()).toMatch(/sound/i);
    await shot(page, 'groups-concept-form-tablet-en');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Activity updated successfully!').waitFor();
    const concepts = await callApi<ConceptsResponse>('GET', '/management/concepts/', { bearer: santos.token.access });
    const tagged = concepts.find((c) => c.name === need.focus[0].name && !c.is_library);
    expect(tagged?.competency?.key).toBe('k-letter-sounds');
  });

  it('groups by curriculum competency, in Filipino, on a tablet and a phone', async () => {
    const api = await groupsOf('competency');
    for (const [size, name] of [
      [TABLET, 'tablet'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await openGroups(size, 'tl');
      // Listen before choosing: a fast answer could otherwise arrive before the wait begins.
      const grouped = page.waitForResponse((r) => r.url().includes('/groups/?by=competency'));
      await page.getByRole('combobox', { name: 'Ipangkat ayon sa' }).selectOption('competency');
      await grouped;
      // The concept tagged on the form above now groups under its competency, named in Filipino.
      const tagged = api.groups.find((g) => g.focus[0]?.id === 'k-letter-sounds');
      expect(tagged, JSON.stringify(api.groups)).toBeDefined();
      const taggedTitle = `Pangkat ${api.groups.indexOf(tagged!) + 1}: Nasasabi ang tunog ng bawat titik (unang wika, ortograpiya)`;
      // The answer has come; wait for the cards drawn from it, not the ones by need still on screen.
      await page.locator('li[data-kind] h3', { hasText: taggedTitle }).waitFor();
      const titles = await cardTitles(page);
      expect(titles).toHaveLength(api.groups.length);
      expect(titles).toContain(taggedTitle);
      if (api.groups.some((g) => g.kind === 'evidence')) expect(titles).toContain('Kulang pa ang mga sagot');
      await expectAccessible(page, `Performance, groups by competency, tl, ${name}`);
      await shotGroups(page, `groups-competency-${name}-tl`, 'tl');
    }
  });

  it('on a phone in English the groups stack and stay usable', async () => {
    const page = await openGroups(PHONE, 'en');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shotGroups(page, 'groups-phone-en', 'en');
    await sectionDropdown(page);
  });
});
