// @vitest-environment jsdom
/**
 * The learner model's estimate on the staff profile and in Concepts Overview (issue 14): the range, "not enough
 * answers yet" instead of a number while the model is not confident, the state word, best and latest scores.
 */
import type { ConceptMasteryItem, StudentProgress } from '@aralin/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ProgressSummary } from './progress-summary';

const item = (concept: string, o: Partial<ConceptMasteryItem>): ConceptMasteryItem => ({
  concept,
  concept_id: concept.length,
  kind: null,
  mastery_score: 50,
  mastery_low: 7,
  mastery_high: 93,
  confident: false,
  mastered: false,
  mastery_state: 'not_enough',
  required_score: 80,
  answers: 3,
  score_required_ratio: '50/80',
  ratio_percentage: 63,
  ...o,
});

const progress: StudentProgress = {
  concept_mastery: [
    item('Counting', {
      mastery_score: 60,
      mastery_low: 34,
      mastery_high: 81,
      confident: true,
      mastery_state: 'needs_attention',
      answers: 12,
    }),
    item('Letters', {}),
    item('Shapes', { mastery_score: 90, mastery_low: 80, mastery_high: 95, confident: true, mastered: true, mastery_state: 'mastered' }),
  ],
  focus: ['Counting'],
  great_in: ['Shapes'],
  recent_activities_completed: [
    { id: 1, activity_title: 'Count apples', status: 'completed', score: 90, latest_score: 60, completed_at: null },
  ],
  total_activities_completed: 1,
};

describe('the estimate with its confidence', () => {
  it('shows each concept with its range, or "not enough answers yet" and no number', async () => {
    await renderWithApp(<ProgressSummary progress={progress} />, { namespaces: ['students'] });
    const row = (name: string) => within(screen.getByText(name, { selector: 'li[data-concept] span span' }).closest('li')!);
    expect(row('Counting').getByText('60 (34–81)')).toBeTruthy();
    expect(row('Counting').getByText('Needs attention')).toBeTruthy();
    expect(row('Shapes').getByText('90 (80–95)')).toBeTruthy();
    expect(row('Shapes').getByText('Mastered')).toBeTruthy();
    expect(row('Letters').getByText('not enough answers yet')).toBeTruthy();
    expect(row('Letters').queryByText(/50/)).toBeNull();
    // The bar says the same to a screen reader, with no value while there are too few answers.
    expect(screen.queryByRole('meter', { name: 'Letters' })).toBeNull();
    screen.getByRole('img', { name: 'Letters: Not enough answers yet; required score 80' });
    expect(screen.getByRole('meter', { name: 'Counting' }).getAttribute('aria-valuenow')).toBe('60');
    // Best and latest score of a replayed activity.
    expect(screen.getByText('Best 90%')).toBeTruthy();
    expect(screen.getByText('Latest 60%')).toBeTruthy();
  });
});
