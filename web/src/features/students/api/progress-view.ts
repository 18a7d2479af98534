/** Pure display rules of the staff student profile (spec §2 'Student profile', §4 statuses). */
import type { ActivityStatus, Reward } from '@aralin/contract';

/** Rewards 'x/y': unlocked out of all (spec §2). */
export function rewardsTally(rewards: readonly Pick<Reward, 'is_unlocked'>[]): string {
  return `${rewards.filter((r) => r.is_unlocked).length}/${rewards.length}`;
}

export type StatusTone = 'done' | 'progress' | 'todo' | 'failed';

/** How a status looks: done (completed, passed, reviewed), in progress (in_progress, submitted, pending), to do, failed. */
export function statusTone(status: ActivityStatus): StatusTone {
  switch (status) {
    case 'completed':
    case 'passed':
    case 'reviewed':
      return 'done';
    case 'in_progress':
    case 'submitted':
    case 'pending':
      return 'progress';
    case 'failed':
      return 'failed';
    default:
      return 'todo';
  }
}

/** A bar length as a whole percentage between 0 and 100. */
export function barPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** The badge picture of a reward: the contract names a file under web/public/rewards/. */
export function rewardImage(image: string): string {
  if (/^(\/|https?:)/.test(image)) return image;
  return `/rewards/${image}`;
}
