// @vitest-environment jsdom
/** The matching question form (spec §2, §5, §8) against MSW: its rules, and each kind of server answer. */
import { QuestionBody } from '@aralin/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { backToEnglishAfterEach, speak } from '../../../lib/form-test-language';
import { server } from '../../../test/msw';
import { describedText, renderWithApp } from '../../../test/render';
import { ADD_QUESTION, answerUploads, keepBodies, picture } from './authoring-test-kit';
import { MatchingForm } from './matching-form';

backToEnglishAfterEach();

async function openForm() {
  const rendered = await renderWithApp(<MatchingForm activity={{ id: 21, title: 'Mga Hayop' }} />, { namespaces: ['authoring'] });
  await screen.findByLabelText('Prompt 1');
  return rendered;
}

const saveButton = (name = 'Save Matching Set') => screen.getByRole<HTMLButtonElement>('button', { name });
const HALF_FILLED = {
  error: 'Every pair needs a prompt and an answer.',
  errors: { 'extra_data.pairs': 'Every pair needs a prompt and an answer.' },
};

describe('Matching question form', { timeout: 20_000 }, () => {
  it('can be saved only once a pair has content (spec §5)', async () => {
    const form = await openForm();
    expect(saveButton().disabled).toBe(true);
    await form.user.type(screen.getByLabelText('Instruction'), 'Pagtapatin');
    expect(saveButton().disabled).toBe(true);
    await form.user.type(screen.getByLabelText('Answer 2'), 'aso');
    expect(saveButton().disabled).toBe(false);
  });

  it('sends the pairs the contract parses (medium: 3 pairs, one removed, a picture), then resets', async () => {
    answerUploads();
    const saved = keepBodies('post', ADD_QUESTION, () =>
      HttpResponse.json({ message: 'Question saved successfully!', questions: [] }, { status: 201 }),
    );
    const form = await openForm();
    await form.user.selectOptions(screen.getByLabelText('Difficulty'), 'Medium');
    expect(screen.getByText('3 pairs')).toBeTruthy();
    for (const [n, prompt, answer] of [
      [1, 'Aw aw', 'aso'],
      [2, 'Ngiyaw', 'pusa'],
      [3, 'Unga', 'baka'],
    ] as const) {
      await form.user.type(screen.getByLabelText(`Prompt ${n}`), prompt);
      await form.user.type(screen.getByLabelText(`Answer ${n}`), answer);
    }
    await form.user.upload(screen.getByLabelText('Image file: Answer 1 picture'), picture('aso.png'));
    await screen.findByRole('img', { name: /Answer 1 picture/ });
    await form.user.click(screen.getByRole('button', { name: 'Remove Pair 2' }));
    expect(screen.getByText('2 pairs')).toBeTruthy();
    await form.user.type(screen.getByLabelText('Hint'), 'Pakinggan');
    await form.user.click(saveButton());
    await screen.findByText('Question saved successfully!');
    expect(saved.bodies).toHaveLength(1);
    const body = QuestionBody.parse(saved.bodies[0]);
    expect(body.difficulty_level).toBe('medium');
    expect(body.extra_data.hint).toBe('Pakinggan');
    expect(body.extra_data.pairs).toEqual([
      { prompt_text: 'Aw aw', prompt_file: null, prompt_audio: null, answer_text: 'aso', answer_file: 'picture-1' },
      { prompt_text: 'Unga', prompt_file: null, prompt_audio: null, answer_text: 'baka', answer_file: null },
    ]);
    // Spec §2: the form resets, the difficulty stays.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Prompt 1').value).toBe(''));
    expect(screen.getByText('3 pairs')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Answer 1 picture/ })).toBeNull();
  });

  it('marks the half-filled pair the server refuses, where it is, and says what failed', async () => {
    const form = await openForm();
    server.use(http.post(ADD_QUESTION, () => HttpResponse.json(HALF_FILLED, { status: 400 })));
    await form.user.type(screen.getByLabelText('Prompt 1'), 'Aw aw');
    await form.user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to save pairs: Every pair needs a prompt and an answer.');
    expect(document.activeElement).toBe(alert);
    expect(describedText(screen.getByRole('group', { name: 'Pair 1' }))).toBe('Every pair needs a prompt and an answer.');
    expect(describedText(screen.getByRole('group', { name: 'Pair 2' }))).toBe('');
  });

  it('marks it in Filipino too', async () => {
    const form = await openForm();
    await speak('tl');
    server.use(
      http.post(ADD_QUESTION, () =>
        HttpResponse.json({ ...HALF_FILLED, error: 'Kailangan ng tanong at sagot ang bawat pares.' }, { status: 400 }),
      ),
    );
    await form.user.type(screen.getByLabelText('Sagot 2'), 'aso');
    await form.user.click(saveButton('I-save ang Set ng Pagtatambal'));
    await waitFor(() =>
      expect(describedText(screen.getByRole('group', { name: 'Pares 2' }))).toBe('Kailangan ng tanong at sagot ang bawat pares.'),
    );
    expect(screen.getByRole('alert').textContent).toMatch(/^Hindi na-save ang mga pares: Kailangan ng tanong at sagot ang bawat pares\./);
  });

  it("shows the server's general error, and 'No response from server.' when none came", async () => {
    const form = await openForm();
    await form.user.type(screen.getByLabelText('Prompt 1'), 'Aw aw');
    await form.user.type(screen.getByLabelText('Answer 1'), 'aso');
    server.use(http.post(ADD_QUESTION, () => HttpResponse.json({ error: 'Create the activity first!' }, { status: 404 })));
    await form.user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save pairs: Create the activity first!');

    server.use(http.post(ADD_QUESTION, () => HttpResponse.error()));
    await form.user.click(saveButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to save pairs: No response from server.'));
  });
});
