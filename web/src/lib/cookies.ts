/** Reads one cookie's value from a `document.cookie` string. */
export function readCookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/** The CSRF token the server set with GET /account/csrf/ (ARCHITECTURE 'CSRF'). */
export function csrfToken(): string | null {
  return typeof document === 'undefined' ? null : readCookie('csrftoken', document.cookie);
}
