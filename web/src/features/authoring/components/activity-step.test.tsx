// @vitest-environment jsdom
/** Create Activity, step 1 (spec §2, §5, §8) against MSW: the contract's checks, and each kind of server answer. */
import { CreateActivityBody, routes } from '@aralin/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { backToEnglishAfterEach, speak } from '../../../lib/form-test-language';
import { server } from '../../../test/msw';
import { describedText, type Rendered, renderWithApp } from '../../../test/render';
import { ActivityStep } from './activity-step';
import { activity, answerConcepts, keepBodies, pathOf } from './authoring-test-kit';

const CREATE = pathOf(routes.management.createActivity);

backToEnglishAfterEach();

async function openStep() {
  answerConcepts();
  const onCreated = vi.fn();
  const rendered = await renderWithApp(<ActivityStep type="matching" sectionId={2} subjectId={4} onCreated={onCreated} />, {
    namespaces: ['authoring', 'groups'],
  });
  await screen.findByLabelText('Title');
  return { ...rendered, onCreated };
}

const create = ({ user }: Rendered, name = 'Create Activity') => user.click(screen.getByRole('button', { name }));

describe('Create Activity (the activity step)', { timeout: 15_000 }, () => {
  it("checks the title, the lesson link and a new concept's name in the contract's words, and sends nothing", async () => {
    const sent = vi.fn();
    const step = await openStep();
    server.use(http.post(CREATE, sent));
    await step.user.type(screen.getByLabelText('Lesson link'), 'ftp://aralin.test');
    await step.user.selectOptions(screen.getByLabelText('Concept'), 'New concept...');
    await create(step);
    expect(describedText(screen.getByLabelText('Title'))).toBe('Activity title is required');
    expect(describedText(screen.getByLabelText('Lesson link'))).toContain('The lesson link must start with http:// or https://');
    expect(describedText(screen.getByLabelText('New concept name'))).toBe('Concept name is required');
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    expect(sent).not.toHaveBeenCalled();
  });

  it('says the same in Filipino', async () => {
    const step = await openStep();
    await speak('tl');
    await create(step, 'Gawin ang Gawain');
    expect(describedText(screen.getByLabelText('Pamagat'))).toBe('Kailangan ang pamagat ng gawain');
  });

  it('sends the body the contract parses (trimmed title, lesson, score, hint, new concept), then says so', async () => {
    const made = keepBodies('post', CREATE, () =>
      HttpResponse.json({ message: 'Activity created successfully!', activity: activity(), assigned_count: 0 }, { status: 201 }),
    );
    const step = await openStep();
    await step.user.type(screen.getByLabelText('Title'), ' Mga Hayop ');
    await step.user.type(screen.getByLabelText('Lesson link'), 'https://aralin.test/hayop');
    const score = screen.getByLabelText('Required score');
    await step.user.clear(score);
    await step.user.type(score, '150');
    await step.user.type(screen.getByLabelText('Hint for every question (English)'), 'Think of the sound.');
    await step.user.selectOptions(screen.getByLabelText('Concept'), 'New concept...');
    await step.user.type(screen.getByLabelText('New concept name'), 'Hayop');
    await create(step);
    await waitFor(() => expect(step.onCreated).toHaveBeenCalledOnce());
    expect(screen.getByText('Activity created successfully!')).toBeTruthy();
    expect(made.bodies).toHaveLength(1);
    const body = CreateActivityBody.parse(made.bodies[0]);
    expect(body).toMatchObject({
      title: 'Mga Hayop',
      lesson_material: 'https://aralin.test/hayop',
      type: 'matching',
      subject: 4,
      required_score: 100,
      icon: 'Default',
      concept: { name: 'Hayop', required_score: 80 },
    });
    expect(body.extra_data).toMatchObject({ hint: { en: 'Think of the sound.', tl: '' }, difficulty_levels: ['easy', 'medium', 'hard'] });
  });

  it("puts the server's field errors under their fields and says what failed", async () => {
    const step = await openStep();
    server.use(
      http.post(CREATE, () =>
        HttpResponse.json(
          {
            error: 'Please check the highlighted fields.',
            errors: { lesson_material: 'The lesson link must start with http:// or https://' },
          },
          { status: 400 },
        ),
      ),
    );
    await step.user.type(screen.getByLabelText('Title'), 'Mga Hayop');
    await create(step);
    const lesson = screen.getByLabelText('Lesson link');
    await waitFor(() => expect(describedText(lesson)).toContain('The lesson link must start with http:// or https://'));
    expect(screen.getByRole('alert').textContent).toBe('Failed to create activity: Please check the highlighted fields.');
    expect(step.onCreated).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a concept's curriculum competency under the competency list", async () => {
    const step = await openStep();
    server.use(
      http.post(CREATE, () =>
        HttpResponse.json(
          { error: 'Please check the highlighted fields.', errors: { 'concept.competency': 'Choose a competency from the list.' } },
          { status: 400 },
        ),
      ),
    );
    await step.user.type(screen.getByLabelText('Title'), 'Mga Hayop');
    await step.user.selectOptions(screen.getByLabelText('Concept'), 'New concept...');
    await step.user.type(screen.getByLabelText('New concept name'), 'Hayop');
    await create(step);
    const competency = screen.getByLabelText('Curriculum competency');
    await waitFor(() => expect(describedText(competency)).toContain('Choose a competency from the list.'));
    expect(describedText(screen.getByLabelText('New concept name'))).not.toContain('Choose a competency');
    expect(step.onCreated).not.toHaveBeenCalled();
  });

  it("shows the chosen competency's words in full under the list (a closed list cuts them on a tablet)", async () => {
    const step = await openStep();
    await step.user.selectOptions(screen.getByLabelText('Concept'), 'New concept...');
    expect(screen.queryByTestId('competency-chosen')).toBeNull();
    const competency = screen.getByLabelText('Curriculum competency');
    await step.user.selectOptions(competency, 'k-alphabet');
    expect(screen.getByTestId('competency-chosen').textContent).toContain(
      'Identify the letters of the alphabet (mother tongue, orthography)',
    );
    await step.user.selectOptions(competency, '');
    expect(screen.queryByTestId('competency-chosen')).toBeNull();
  });

  it("shows the server's general error, and 'No response from server.' when none came", async () => {
    const step = await openStep();
    await step.user.type(screen.getByLabelText('Title'), 'Mga Hayop');
    server.use(http.post(CREATE, () => HttpResponse.json({ error: 'Subject not found' }, { status: 404 })));
    await create(step);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create activity: Subject not found');

    server.use(http.post(CREATE, () => HttpResponse.error()));
    await create(step);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to create activity: No response from server.'));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(step.onCreated).not.toHaveBeenCalled();
  });
});
