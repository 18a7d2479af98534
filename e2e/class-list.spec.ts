/** Issue 12 journey: a teacher brings a 40-child LIS class list in, after a dry run that finds 2 bad rows. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import path from 'node:path';
import { SHOTS_DIR, newPage, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { expectAccessible, signInAdmin, signInTeacher } from './support/staff';
import { createAdmin, createSection, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

const LAST = ['DELA CRUZ', 'PEÑA', 'NG', 'SANTOS', 'REYES', 'NG', 'BAUTISTA', 'VILLANUEVA', 'MUÑOZ', 'GARCIA'];
const FIRST = ['JUAN', 'NIÑO', 'MARIA', 'ANA', 'JOSÉ', 'LIZA', 'PEDRO', 'CARMELA', 'ROSA', 'MIGUEL'];

/** A 40-row class list as the DepEd LIS exports it: split name columns in capitals, M/F, mm/dd/yyyy. */
function lisClassList(opts: { bad: boolean }): string {
  const base = 136000000000 + Math.floor(Math.random() * 800_000_000);
  const lines = ['LRN,Last Name,First Name,Middle Name,Sex,Birth Date,Parent/Guardian,Contact Number'];
  for (let i = 0; i < 40; i++) {
    let lrn = String(base + i);
    let sex = i < 20 ? 'M' : 'F';
    if (opts.bad && i === 6) lrn = lrn.slice(0, 10); // a 10-digit LRN
    if (opts.bad && i === 25) sex = 'X'; // an unknown sex
    const last = LAST[(i + Math.floor(i / 10)) % LAST.length];
    lines.push(
      [
        lrn,
        `"${last}"`,
        FIRST[i % FIRST.length],
        'SANTOS',
        sex,
        `0${(i % 9) + 1}/1${i % 9}/2019`,
        `Aling Rosa ${last}`,
        '09171234567',
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

const csv = (text: string) => ({ name: 'SF1-Grade1-Sampaguita.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

/** Desktop and phone (390×844) screenshots of what is on screen, scrolled to show `focus` when given. */
async function shots(page: Page, name: string, focus?: Locator) {
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await focus?.scrollIntoViewIfNeeded();
    // The viewport, not the full page: the dialog scrolls inside itself over a long list of cards.
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${w}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openImport(page: Page, labels: { import: string; title: string }) {
  await page.getByRole('button', { name: labels.import }).click();
  return page.getByRole('dialog', { name: labels.title });
}

describe('class list import', () => {
  it('a teacher imports a 40-row LIS class list after a dry run shows 2 bad rows, then prints the sign-in sheet', async () => {
    const host = e2eHost();
    const teacher = await createTeacher(host, await createAdmin(host, `admin${uniq()}`), `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: `Sampaguita ${uniq()}` });
    const page = await newPage();
    await signInTeacher(page, teacher);

    await page.goto(`/sections/${section.id}/students`);
    const dialog = await openImport(page, { import: 'Import class list', title: 'Import class list' });
    await dialog.getByLabel('Class list file (CSV or .xlsx)').setInputFiles(csv(lisClassList({ bad: true })));
    await dialog.getByText('40 students read from SF1-Grade1-Sampaguita.csv.').waitFor();
    await dialog.getByText('2 rows have problems.', { exact: false }).waitFor();
    const table = dialog.getByRole('table', { name: 'Students in the file' });
    await table.getByRole('cell', { name: 'LRN must be exactly 12 digits.' }).waitFor();
    await table.getByRole('cell', { name: 'Sex must be M or F (Male/Female, Lalaki/Babae).' }).waitFor();
    // ñ and NG names read from the capitals of the LIS
    await table.getByRole('rowheader', { name: 'Niño S. Peña' }).first().waitFor();
    await table.getByRole('rowheader', { name: 'Maria S. Ng' }).first().waitFor();
    expect(await dialog.getByRole('button', { name: /^Import \d+ students$/ }).count()).toBe(0);
    await expectAccessible(page, 'the class list dry run');
    await shots(page, 'class-list-dry-run-en');

    // The teacher fixes the two rows and chooses the file again.
    await dialog.getByLabel('Choose another file').setInputFiles(csv(lisClassList({ bad: false })));
    await dialog.getByText('Every row is ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Import 40 students' }).click();
    await dialog.getByText('Please confirm parental consent').waitFor();
    await dialog.getByLabel('I confirm parental consent obtained for every child in this list.').check();
    await shots(page, 'class-list-ready-en');
    await dialog.getByRole('button', { name: 'Import 40 students' }).click();

    await dialog.getByText('40 students imported.').waitFor();
    const passwords = dialog.getByRole('table', { name: 'Starting password of each imported child' });
    expect(await passwords.getByRole('row').count()).toBe(41);
    expect(await passwords.getByRole('cell', { name: /^[A-Z][a-z]+#\d{4}$/ }).count()).toBe(40);
    await shots(page, 'class-list-done-en');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Print sign-in sheet' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sign-in-sheet-${section.classCode}.pdf`);
    // Each new child's starting password is printed on their card.
    const sheet = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
    const first = (await passwords
      .getByRole('cell', { name: /^[A-Z][a-z]+#\d{4}$/ })
      .first()
      .textContent())!;
    expect(sheet).toContain(`Password: ${first}`);
    expect(sheet).toContain('Niño S. Peña');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The 40 children are in the section, found by name (without typing ñ) or by LRN.
    const list = page.getByRole('list').filter({ has: page.getByRole('link', { name: /Peña/ }) });
    expect(await list.getByRole('link').count()).toBe(40);
    await page.getByLabel('Search by name or LRN').fill('nino pena');
    await page.getByText('1 student', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Niño S. Peña' }).waitFor();
    await page.getByLabel('Search by name or LRN').fill('');
    await page.getByText('40 students', { exact: true }).waitFor();
    await shots(page, 'class-list-section-en');

    // Export: UTF-8 with a BOM, ñ intact.
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(exported.suggestedFilename()).toBe(`class-list-${section.classCode}.csv`);
    const bytes = fs.readFileSync(await exported.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Niño S. Peña');
  });

  it('shows the dry run and its problems in Filipino', async () => {
    const host = e2eHost();
    const teacher = await createTeacher(host, await createAdmin(host, `admin${uniq()}`), `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: `Rosas ${uniq()}` });
    const page = await newPage();
    await signInTeacher(page, teacher);
    await page.goto(`/sections/${section.id}/students`);
    await page.getByRole('button', { name: 'Import class list' }).waitFor();
    await page.getByRole('button', { name: 'Filipino' }).click();
    const dialog = await openImport(page, {
      import: 'I-import ang listahan ng klase',
      title: 'I-import ang listahan ng klase',
    });
    await dialog.getByLabel('File ng listahan ng klase (CSV o .xlsx)').setInputFiles(csv(lisClassList({ bad: true })));
    await dialog.getByText('May problema ang 2 hanay.', { exact: false }).waitFor();
    await dialog.getByRole('cell', { name: 'Dapat eksaktong 12 numero ang LRN.' }).waitFor();
    await dialog.getByRole('cell', { name: 'Dapat M o F ang kasarian (Male/Female, Lalaki/Babae).' }).waitFor();
    await shots(page, 'class-list-dry-run-tl');

    await dialog
      .getByLabel('Pumili ng ibang file')
      .setInputFiles({ name: 'larawan.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000', 'hex') });
    await dialog.getByText('CSV o Excel (.xlsx) na file lamang ang maaaring i-import.').waitFor();
    // After a refused file the picker is the first one again.
    await dialog.getByLabel('File ng listahan ng klase (CSV o .xlsx)').setInputFiles(csv(lisClassList({ bad: false })));
    await dialog.getByLabel('Kinukumpirma kong may pahintulot ng magulang para sa bawat bata sa listahang ito.').check();
    await dialog.getByRole('button', { name: 'I-import ang 40 mag-aaral' }).click();
    await dialog.getByText('Naidagdag ang 40 mag-aaral.').waitFor();
    await shots(page, 'class-list-done-tl');
    await dialog.getByRole('button', { name: 'Tapos na' }).click();
    await page.getByText('40 mag-aaral', { exact: true }).waitFor();
    await shots(page, 'class-list-section-tl');
  });
});

describe('LRN and DepEd School ID', () => {
  it('an admin sets the DepEd School ID in Settings and sees a child’s LRN on the profile', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const section = await createSection(host, await createTeacher(host, admin, `guro${uniq()}`));
    const page = await newPage();
    await signInAdmin(page, admin);
    await page.goto('/settings');
    const school = page.getByRole('form', { name: 'School' });
    await school.getByLabel('DepEd School ID').fill('12345');
    await school.getByRole('button', { name: 'Save school' }).click();
    await school.getByText('DepEd School ID must be exactly 6 digits.').waitFor();
    await school.getByLabel('DepEd School ID').fill('104512');
    await school.getByRole('button', { name: 'Save school' }).click();
    await page.getByRole('status').filter({ hasText: 'School details saved.' }).first().waitFor();
    await page.reload();
    expect(await page.getByRole('form', { name: 'School' }).getByLabel('DepEd School ID').inputValue()).toBe('104512');
    await shots(page, 'class-list-settings-school-en', page.getByRole('form', { name: 'School' }));
    await page.getByRole('button', { name: 'Filipino' }).click();
    await page.getByRole('form', { name: 'Paaralan' }).waitFor();
    await shots(page, 'class-list-settings-school-tl', page.getByRole('form', { name: 'Paaralan' }));
    await page.getByRole('button', { name: 'English' }).click();

    // A child added with an LRN: the profile shows it, and the Edit form keeps it.
    await page.goto(`/sections/${section.id}/students`);
    await page.getByRole('button', { name: 'Add Student' }).click();
    const add = page.getByRole('dialog', { name: 'Add Student' });
    await add.getByLabel('Name').fill('Niña Ng');
    await add.getByLabel('Password', { exact: true }).fill('Bata#2026x');
    await add.getByLabel('Confirm password').fill('Bata#2026x');
    await add.getByLabel('Parent/Guardian').fill('Aling Rosa Ng');
    await add.getByLabel('Contact number').fill('09181234567');
    await add.getByLabel('Female').check();
    await add.getByLabel('I confirm parental consent obtained.').check();
    await add.getByLabel('LRN (optional)').fill('1234567890');
    await add.getByRole('button', { name: 'Add Student', exact: true }).click();
    await add.getByText('LRN must be exactly 12 digits.').waitFor();
    await add.getByLabel('LRN (optional)').fill('136512 190001');
    await add.getByLabel('Birth date (optional)').fill('2019-06-15');
    await shots(page, 'class-list-add-student-en');
    await add.getByRole('button', { name: 'Add Student', exact: true }).click();
    await page.getByRole('link', { name: 'Niña Ng' }).click();
    await page.getByRole('heading', { name: 'Niña Ng', level: 1 }).waitFor();
    await page.getByText('136512190001').waitFor();
    await page.getByText('2019-06-15').waitFor();
    await shots(page, 'class-list-profile-en');
  });
});
