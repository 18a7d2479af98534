/** Writes the generated pictures to web/public/art (run after changing generated-art.ts or the math content). */
import fs from 'node:fs';
import path from 'node:path';
import { generatedArt } from './generated-art';

export const ART_DIR = path.resolve(import.meta.dirname, '../../../../web/public/art');

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.mkdirSync(ART_DIR, { recursive: true });
  const art = generatedArt();
  for (const [name, svg] of art) fs.writeFileSync(path.join(ART_DIR, `${name}.svg`), svg);
  console.log(`wrote ${art.size} pictures to ${ART_DIR}`);
}
