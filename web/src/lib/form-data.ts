/** Multipart bodies for the calls spec §7 names 'multipart' (adding teachers, sections and students). */
export type FormValue = string | number | boolean | Blob | null | undefined;

/** A FormData of the given fields; null and undefined are left out, booleans become 'true'/'false'. */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    data.append(key, value instanceof Blob ? value : String(value));
  }
  return data;
}
