/**
 * The eight rewards (badges) of spec §3, ids 10 to 17: names, descriptions in Filipino and English, the
 * picture's file name (under web/public/rewards/) and when the play engine grants each one. The names
 * are Filipino foods and things and stay the same in both languages.
 */
import { z } from 'zod';

/** One badge of the catalogue. */
export interface RewardDefinition {
  id: number;
  name: string;
  /** Filipino (spec §3 `description`). */
  description: string;
  description_en: string;
  /** File name of the badge's picture under web/public/rewards/. */
  image: string;
  /** NOTE: what earns it, for the play engine (issue of the student play); English, not shown to children. */
  earnedWhen: string;
}

const reward = (
  id: number,
  name: string,
  image: string,
  description: string,
  description_en: string,
  earnedWhen: string,
): RewardDefinition => ({
  id,
  name,
  description,
  description_en,
  image,
  earnedWhen,
});

/** The catalogue, in display order. */
export const REWARDS: readonly RewardDefinition[] = [
  reward(
    10,
    'Halo-Halo Hero',
    'halo-halo-hero.svg',
    'Natapos mo ang una mong aktibidad! Kasintamis ng halo-halo.',
    'You finished your first activity! Sweet like halo-halo.',
    'the first activity completed',
  ),
  reward(
    11,
    'Parol Performer',
    'parol-performer.svg',
    'Perpektong iskor! Nagniningning ka na parang parol sa Pasko.',
    'A perfect score! You shine like a parol at Christmas.',
    'an activity completed with a score of 100',
  ),
  reward(
    12,
    'Leche Flan Learner',
    'leche-flan-learner.svg',
    'Na-master mo ang isang bagong kasanayan. Kasinglambot at kasintamis ng leche flan!',
    'You mastered a new skill. Smooth and sweet like leche flan!',
    'a concept mastered (mastery reaches its required score)',
  ),
  reward(
    13,
    'Champorado Chaser',
    'champorado-chaser.svg',
    'Nag-ensayo ka sa tatlong magkakaibang araw. Kasing-init ng champorado sa umaga!',
    'You practiced on three different days. Warm like champorado in the morning!',
    'answers given on 3 different days',
  ),
  reward(
    14,
    'Turon Tryer',
    'turon-tryer.svg',
    'Hindi ka sumuko at sampung beses kang tumama pagkatapos ng pahiwatig. Malutong na parang turon!',
    'You kept trying and got it right after a hint ten times. Crunchy like turon!',
    'ten answers right after a hint (guided attempts answered correctly)',
  ),
  reward(
    15,
    'Buko Brainiac',
    'buko-brainiac.svg',
    'Sampung tamang sagot nang sunod-sunod! Kasing-presko ng buko ang isip mo.',
    'Ten right answers in a row! Your mind is as fresh as buko juice.',
    '10 first-try correct answers in a row',
  ),
  reward(
    16,
    'Taho Topper',
    'taho-topper.svg',
    'Nakatapos ka ng limang aktibidad. Ikaw ang nangunguna, parang taho sa umaga!',
    'You finished five activities. You are on top, like taho in the morning!',
    '5 activities completed',
  ),
  reward(
    17,
    'Jeepney Journeyman',
    'jeepney-journeyman.svg',
    'Sinubukan mo ang pagtutugma, pagpili at pagbakat. Ang saya ng biyahe sa dyip!',
    'You tried matching, multiple choice and tracing. What a jeepney ride!',
    'an activity of each type (matching, multiple choice, tracing) completed',
  ),
];

/** Reward ids, 10 to 17. */
export const REWARD_IDS = REWARDS.map((r) => r.id);

/** The catalogue entry of an id, or undefined. */
export function rewardById(id: number): RewardDefinition | undefined {
  return REWARDS.find((r) => r.id === id);
}

/** A reward as a child (or their teacher) sees it: spec §3 'Reward', with its picture. */
export const Reward = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  description_en: z.string(),
  image: z.string(),
  is_unlocked: z.boolean(),
  /** How many times it was earned; 0 while locked. */
  count: z.number(),
});
export type Reward = z.infer<typeof Reward>;

/** GET /students/{id}/rewards/ answer: all eight, in catalogue order. */
export const RewardsResponse = z.array(Reward);
export type RewardsResponse = z.infer<typeof RewardsResponse>;
