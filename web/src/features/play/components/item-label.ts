/** The spoken and accessible name of a prompt, answer or choice: its text, else its picture's name. */
export function itemName(item: { text: string; image: string | null }): string {
  if (item.text.trim()) return item.text;
  const file = item.image?.split('/').pop() ?? '';
  return file.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ') || '?';
}
