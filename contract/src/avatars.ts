/**
 * The children's own pictures (issue 19): a shipped set of friendly SVG pictures — animals, fruits and
 * things — one per child, so a child who can't read yet finds herself on the profile grid. No two
 * children of a section share one while the set lasts. The drawings are in
 * server/src/content/avatars and served at /avatars/<key>.svg.
 */
import { z } from 'zod';

/** One picture of the set: its key and its name in both languages (for the teacher's picker). */
export interface AvatarDefinition {
  key: string;
  en: string;
  tl: string;
}

const a = (key: string, en: string, tl: string): AvatarDefinition => ({ key, en, tl });

/** The set, in the order a teacher's picker shows it. Never rename a key: children's rows hold it. */
export const AVATARS = [
  a('cat', 'Cat', 'Pusa'),
  a('dog', 'Dog', 'Aso'),
  a('rabbit', 'Rabbit', 'Kuneho'),
  a('bear', 'Bear', 'Oso'),
  a('panda', 'Panda', 'Panda'),
  a('lion', 'Lion', 'Leon'),
  a('tiger', 'Tiger', 'Tigre'),
  a('monkey', 'Monkey', 'Unggoy'),
  a('pig', 'Pig', 'Baboy'),
  a('cow', 'Cow', 'Baka'),
  a('frog', 'Frog', 'Palaka'),
  a('owl', 'Owl', 'Kuwago'),
  a('chick', 'Chick', 'Sisiw'),
  a('penguin', 'Penguin', 'Penguin'),
  a('fox', 'Fox', 'Soro'),
  a('elephant', 'Elephant', 'Elepante'),
  a('mouse', 'Mouse', 'Daga'),
  a('koala', 'Koala', 'Koala'),
  a('turtle', 'Turtle', 'Pagong'),
  a('fish', 'Fish', 'Isda'),
  a('whale', 'Whale', 'Balyena'),
  a('ladybug', 'Ladybug', 'Kulisap'),
  a('bee', 'Bee', 'Bubuyog'),
  a('butterfly', 'Butterfly', 'Paruparo'),
  a('snail', 'Snail', 'Suso'),
  a('octopus', 'Octopus', 'Pugita'),
  a('crab', 'Crab', 'Alimango'),
  a('carabao', 'Carabao', 'Kalabaw'),
  a('apple', 'Apple', 'Mansanas'),
  a('banana', 'Banana', 'Saging'),
  a('mango', 'Mango', 'Mangga'),
  a('orange', 'Orange', 'Dalandan'),
  a('strawberry', 'Strawberry', 'Strawberry'),
  a('watermelon', 'Watermelon', 'Pakwan'),
  a('pineapple', 'Pineapple', 'Pinya'),
  a('grapes', 'Grapes', 'Ubas'),
  a('cherries', 'Cherries', 'Seresa'),
  a('pear', 'Pear', 'Peras'),
  a('ball', 'Ball', 'Bola'),
  a('kite', 'Kite', 'Saranggola'),
  a('star', 'Star', 'Bituin'),
  a('moon', 'Moon', 'Buwan'),
  a('sun', 'Sun', 'Araw'),
  a('rocket', 'Rocket', 'Rocket'),
  a('boat', 'Boat', 'Bangka'),
  a('umbrella', 'Umbrella', 'Payong'),
  a('balloon', 'Balloon', 'Lobo'),
  a('car', 'Car', 'Kotse'),
  a('drum', 'Drum', 'Tambol'),
  a('cupcake', 'Cupcake', 'Cupcake'),
  a('icecream', 'Ice cream', 'Sorbetes'),
  a('sunflower', 'Sunflower', 'Mirasol'),
  a('tree', 'Tree', 'Puno'),
  a('rainbow', 'Rainbow', 'Bahaghari'),
] as const satisfies readonly AvatarDefinition[];

/** Every picture key. */
export const AVATAR_KEYS: readonly string[] = AVATARS.map((x) => x.key);

/** A picture key of the set (the class-code listing's and the stored user's `avatar`). */
export const AvatarKey = z.enum(AVATARS.map((x) => x.key) as [string, ...string[]], { message: 'avatarUnknown' });
export type AvatarKey = z.infer<typeof AvatarKey>;

/** The served address of a picture: '/avatars/<key>.svg'. */
export function avatarPath(key: string): string {
  return `/avatars/${key}.svg`;
}

/** The key of a served address ('/avatars/cat.svg' → 'cat'), or null when it is not one of the set's. */
export function avatarKeyOf(path: string | null | undefined): string | null {
  const match = /^\/avatars\/([a-z]+)\.svg$/.exec(path ?? '');
  return match && AVATAR_KEYS.includes(match[1]) ? match[1] : null;
}

/**
 * A picture for a child who has none stored yet (rows written before issue 19 and not yet backfilled):
 * the same one every time for the same id.
 */
export function fallbackAvatar(id: number): string {
  return AVATAR_KEYS[Math.abs(id) % AVATAR_KEYS.length];
}
