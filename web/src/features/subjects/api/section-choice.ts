/** Which section the Subjects screen shows: the one in the address when it is still listed, else the first. */
export function chooseSectionId(sectionIds: readonly number[], requested: string | null): number | undefined {
  const wanted = requested !== null && /^\d+$/.test(requested) ? Number(requested) : undefined;
  if (wanted !== undefined && sectionIds.includes(wanted)) return wanted;
  return sectionIds[0];
}
