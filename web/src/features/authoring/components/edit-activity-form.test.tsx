// @vitest-environment jsdom
/** Edit Activity (issue 12; spec §5, §8) against MSW: the contract's checks, and each kind of server answer. */
import { routes, UpdateActivityBody } from '@aralin/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { backToEnglishAfterEach, speak } from '../../../lib/form-test-language';
import { server } from '../../../test/msw';
import { describedText, type Rendered, renderWithApp } from '../../../test/render';
import { activity, answerConcepts, keepBodies } from './authoring-test-kit';
import { ActivityEditForm } from './edit-activity-screen';

const UPDATE = routes.management.updateActivity.path.replace(':id', '21');

backToEnglishAfterEach();

async function openForm() {
  answerConcepts();
  const stored = activity({
    type: 'multiple_choice',
    title: 'Mga Patinig',
    lesson_material: 'https://aralin.test/patinig',
    image: '/files/larawan',
    extra_data: { image_url: 'larawan', difficulty_levels: ['easy', 'hard'], hint: { en: 'Say it aloud.', tl: 'Bigkasin.' } },
    concept: { id: 3, name: 'Mga hayop', required_score: 70 },
  });
  const rendered = await renderWithApp(<ActivityEditForm activity={stored} />, { namespaces: ['authoring'] });
  await screen.findByLabelText('Title');
  await screen.findByRole('option', { name: 'Mga hayop' });
  return rendered;
}

const save = ({ user }: Rendered, name = 'Save Changes') => user.click(screen.getByRole('button', { name }));

describe('Edit Activity (the activity form)', { timeout: 15_000 }, () => {
  it("checks the title and the lesson link in the contract's words, and sends nothing", async () => {
    const sent = vi.fn();
    const form = await openForm();
    server.use(http.patch(UPDATE, sent));
    await form.user.clear(screen.getByLabelText('Title'));
    await form.user.clear(screen.getByLabelText('Lesson link'));
    await form.user.type(screen.getByLabelText('Lesson link'), 'javascript:x');
    await save(form);
    expect(describedText(screen.getByLabelText('Title'))).toBe('Activity title is required');
    expect(describedText(screen.getByLabelText('Lesson link'))).toContain('The lesson link must start with http:// or https://');
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    expect(sent).not.toHaveBeenCalled();
  });

  it('says the same in Filipino', async () => {
    const form = await openForm();
    await speak('tl');
    await form.user.clear(screen.getByLabelText('Pamagat'));
    await save(form, 'I-save ang mga Pagbabago');
    expect(describedText(screen.getByLabelText('Pamagat'))).toBe('Kailangan ang pamagat ng gawain');
  });

  it('sends what changed as the contract parses it: levels, concept score, no picture when it stayed', async () => {
    const saved = keepBodies('patch', UPDATE, () =>
      HttpResponse.json({ message: 'Activity updated successfully!', activity: activity({ title: 'Mga Patinig' }) }),
    );
    const form = await openForm();
    await form.user.click(screen.getByLabelText('Medium'));
    await form.user.click(screen.getByLabelText('Hard'));
    const score = screen.getByLabelText('Concept required score');
    await form.user.clear(score);
    await form.user.type(score, '75');
    await save(form);
    await screen.findByText('Activity updated successfully!');
    expect(saved.bodies).toHaveLength(1);
    const body = UpdateActivityBody.parse(saved.bodies[0]);
    expect(body).toMatchObject({
      title: 'Mga Patinig',
      lesson_material: 'https://aralin.test/patinig',
      concept: { id: 3, required_score: 75 },
      extra_data: { difficulty_levels: ['easy', 'medium'], hint: { en: 'Say it aloud.', tl: 'Bigkasin.' } },
    });
    expect(saved.bodies[0]).not.toHaveProperty('image');
  });

  it("puts the server's field error under its field and says what failed", async () => {
    const form = await openForm();
    server.use(
      http.patch(UPDATE, () =>
        HttpResponse.json({ error: 'Activity title is required', errors: { title: 'Activity title is required' } }, { status: 400 }),
      ),
    );
    await save(form);
    await waitFor(() => expect(describedText(screen.getByLabelText('Title'))).toBe('Activity title is required'));
    expect(screen.getByRole('alert').textContent).toBe('Failed to save the activity: Activity title is required');
  });

  it("shows the server's general error, and says so when no answer came", async () => {
    const form = await openForm();
    server.use(http.patch(UPDATE, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    await save(form);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save the activity: Not found');

    server.use(http.patch(UPDATE, () => HttpResponse.error()));
    await save(form);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to save the activity: No response from server.'));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
