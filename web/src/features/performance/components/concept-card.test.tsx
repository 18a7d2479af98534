// @vitest-environment jsdom
/** A Concepts Overview card counted by the learner model (issue 14): ranges and the children with too few answers. */
import type { ConceptOverview } from '@aralin/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ConceptCard } from './concept-card';

describe('ConceptCard', () => {
  it('lists who needs attention with their range and counts the children with too few answers', async () => {
    const concept: ConceptOverview = {
      concept_id: 3,
      concept_name: 'Pantig',
      kind: null,
      mastery_rate: 7,
      students_mastered: 1,
      students_not_enough: 11,
      total_students: 14,
      required_score: 75,
      average_mastery_score: 40,
      students_needing_attention: [{ student_id: 9, student_name: 'Kat Ong', mastery_score: 8, mastery_low: 3, mastery_high: 19 }],
    };
    const { user } = await renderWithApp(<ConceptCard concept={concept} />, { namespaces: ['performance'] });
    await user.click(screen.getByRole('button', { name: /Pantig/ }));
    expect(screen.getByText('Not enough answers yet')).toBeTruthy();
    expect(screen.getByText('11 / 14')).toBeTruthy();
    expect(screen.getByText(/counted neither as mastered nor as needing attention/)).toBeTruthy();
    expect(within(screen.getByText('Kat Ong').closest('li')!).getByText('8 (3–19)')).toBeTruthy();
  });
});
