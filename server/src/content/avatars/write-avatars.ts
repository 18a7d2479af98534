/** Writes the children's pictures to web/public/avatars (run after changing a drawing). */
import fs from 'node:fs';
import path from 'node:path';
import { avatarFiles } from './index';

export const AVATAR_DIR = path.resolve(import.meta.dirname, '../../../../web/public/avatars');

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.mkdirSync(AVATAR_DIR, { recursive: true });
  const files = avatarFiles();
  for (const [key, svg] of files) fs.writeFileSync(path.join(AVATAR_DIR, `${key}.svg`), svg);
  console.log(`wrote ${files.size} pictures to ${AVATAR_DIR}`);
}
