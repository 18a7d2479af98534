/** Spec §2/§9: on mobile, badge descriptions are cut at 120 characters and messages at 100. */
export const TRUNCATE = { badgeDescription: 120, message: 100 } as const;

/** The text cut to at most `max` characters (ellipsis included), at a word break when one is near. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const base = space >= max * 0.7 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s.,;:!?-]+$/, '')}…`;
}
