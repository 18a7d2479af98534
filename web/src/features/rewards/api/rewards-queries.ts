/** The child's badges (spec §7: GET /students/{id}/rewards/; spec §3 Reward). */
import { routes, type Reward } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentAppKeys } from '../../../lib/query-keys';

export const rewardsQuery = (studentId: number) =>
  queryOptions({
    queryKey: studentAppKeys.rewards(studentId),
    queryFn: ({ signal }) => api.send(routes.students.rewards, { params: { id: studentId }, signal }),
    staleTime: 60_000,
  });

/** The description in the child's language (spec §3: description is Filipino, description_en English). */
export function rewardDescription(reward: Pick<Reward, 'description' | 'description_en'>, lang: 'en' | 'tl'): string {
  return lang === 'tl' ? reward.description || reward.description_en : reward.description_en || reward.description;
}
