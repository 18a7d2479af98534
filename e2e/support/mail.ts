/** The server's outbox (no SMTP in tests): mails are .eml files under DATA_DIR/outbox. */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

function decode(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** Waits for the newest mail to `to` whose text matches `pattern`, and returns the match. */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<RegExpExecArray> {
  const dir = path.join(inject('dataDir'), 'outbox');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const f of files) {
      const text = decode(fs.readFileSync(path.join(dir, f), 'utf8'));
      if (!text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
      const m = pattern.exec(text);
      if (m) return m;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}
