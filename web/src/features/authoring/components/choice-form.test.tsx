// @vitest-environment jsdom
/** The multiple-choice question form (spec §2, §5, §8) against MSW: its rules, and each kind of server answer. */
import { QuestionBody } from '@aralin/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { backToEnglishAfterEach, speak } from '../../../lib/form-test-language';
import { server } from '../../../test/msw';
import { describedText, type Rendered, renderWithApp } from '../../../test/render';
import { ADD_QUESTION, answerUploads, keepBodies, picture } from './authoring-test-kit';
import { ChoiceForm } from './choice-form';

backToEnglishAfterEach();

async function openForm() {
  const rendered = await renderWithApp(<ChoiceForm activity={{ id: 21, title: 'Mga Patinig' }} />, { namespaces: ['authoring'] });
  await screen.findByLabelText('Question');
  return rendered;
}

/** Types the question and the choices' texts (as many as `texts`). */
async function fill({ user }: Rendered, question: string, texts: string[]) {
  await user.type(screen.getByLabelText('Question'), question);
  for (const [i, text] of texts.entries()) await user.type(screen.getByLabelText(`Choice ${i + 1} text`), text);
}

const saveButton = (name = 'Save Question') => screen.getByRole('button', { name });
/** A choice's correct box, 'Correct answer (Choice n)' (jsdom joins the hidden part without its leading space). */
const correct = (n: number) => screen.getByRole('checkbox', { name: new RegExp(`^Correct answer ?\\(Choice ${n}\\)$`) });

describe('Multiple choice question form', { timeout: 20_000 }, () => {
  it('needs a correct answer before it sends anything (spec §5), said where the eye is', async () => {
    const sent = vi.fn();
    const form = await openForm();
    server.use(http.post(ADD_QUESTION, sent));
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    await fill(form, 'Alin ang patinig?', ['A', 'B', 'K']);
    await form.user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please select at least one correct answer');
    expect(document.activeElement).toBe(alert);
    expect(sent).not.toHaveBeenCalled();

    await speak('tl');
    await form.user.click(saveButton('I-save ang Tanong'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Pumili ng kahit isang tamang sagot'));
  });

  it('sends the question the contract parses (medium: 5 choices, 2 correct, a picture), then resets', async () => {
    answerUploads();
    const saved = keepBodies('post', ADD_QUESTION, () =>
      HttpResponse.json({ message: 'Question saved successfully!', questions: [] }, { status: 201 }),
    );
    const form = await openForm();
    await form.user.selectOptions(screen.getByLabelText('Difficulty'), 'Medium');
    expect(screen.getByText('5 choices, up to 2 correct')).toBeTruthy();
    await fill(form, 'Alin ang mga patinig?', ['A', 'B', 'E', 'K', 'L']);
    await form.user.upload(screen.getByLabelText('Image file: Choice 1 picture'), picture('a.png'));
    await screen.findByRole('img', { name: /Choice 1 picture/ });
    await form.user.click(correct(1));
    await form.user.click(correct(3));
    expect((correct(2) as HTMLInputElement).disabled).toBe(true);
    await form.user.click(screen.getByRole('button', { name: 'Remove Choice 5' }));
    expect(screen.getByText('4 choices, up to 2 correct')).toBeTruthy();
    await form.user.click(saveButton());
    await screen.findByText('Question saved successfully!');
    expect(saved.bodies).toHaveLength(1);
    const body = QuestionBody.parse(saved.bodies[0]);
    expect(body.question_text).toBe('Alin ang mga patinig?');
    expect(body.difficulty_level).toBe('medium');
    expect(body.extra_data.choices).toEqual([
      { text: 'A', isCorrect: true, image_url: 'picture-1' },
      { text: 'B', isCorrect: false, image_url: null },
      { text: 'E', isCorrect: true, image_url: null },
      { text: 'K', isCorrect: false, image_url: null },
    ]);
    expect(body.extra_data.correct_answers).toEqual(['A', 'E']);
    // Spec §2: the form resets, the difficulty stays.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Choice 1 text').value).toBe(''));
    expect(screen.getByText('5 choices, up to 2 correct')).toBeTruthy();
    expect((correct(1) as HTMLInputElement).checked).toBe(false);
  });

  it("puts the server's field error under its field and says what failed", async () => {
    const form = await openForm();
    server.use(
      http.post(ADD_QUESTION, () =>
        HttpResponse.json({ error: 'Question text is required', errors: { question_text: 'Question text is required' } }, { status: 400 }),
      ),
    );
    await fill(form, 'Alin?', ['A', 'B', 'K']);
    await form.user.click(correct(1));
    await form.user.click(saveButton());
    await waitFor(() => expect(describedText(screen.getByLabelText('Question'))).toBe('Question text is required'));
    expect(screen.getByRole('alert').textContent).toBe('Failed to save question: Question text is required');
  });

  it("shows the server's general error, and 'No response from server.' when none came", async () => {
    const form = await openForm();
    await fill(form, 'Alin?', ['A', 'A', 'K']);
    await form.user.click(correct(1));
    server.use(http.post(ADD_QUESTION, () => HttpResponse.json({ error: 'Choices must be different' }, { status: 400 })));
    await form.user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save question: Choices must be different');

    server.use(http.post(ADD_QUESTION, () => HttpResponse.error()));
    await form.user.click(saveButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to save question: No response from server.'));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
