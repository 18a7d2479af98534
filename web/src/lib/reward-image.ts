/**
 * The address of a badge picture. The contract names each badge's file (contract/src/rewards.ts), kept
 * under web/public/rewards/; session-end badges already carry the full '/rewards/<file>' address.
 */
export function rewardImageSrc(image: string): string {
  if (/^(\/|https?:)/.test(image)) return image;
  return `/rewards/${image}`;
}
