/** Web Storage that never throws (private browsing, storage disabled, full quota). */
function wrap(pick: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    /** False when the browser refused to store the value. */
    set(key: string, value: string): boolean {
      try {
        pick().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key: string): void {
      try {
        pick().removeItem(key);
      } catch {
        // nothing stored, nothing to remove
      }
    },
  };
}

export const local = wrap(() => window.localStorage);
export const session = wrap(() => window.sessionStorage);
