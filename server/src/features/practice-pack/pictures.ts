/**
 * The pictures of a practice pack's worksheet items, as PNG for pdfkit: the shipped art ('/art/<name>.svg',
 * from the built web app or its sources) and the school's uploaded files (file-store keys). SVG, GIF and
 * WebP are converted with sharp; a picture that can't be read is left out and its item shows its text.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { readFileBytes } from '../../lib/file-store';
import { SERVER_DIR } from '../../lib/paths';
import type { WorksheetItem } from './practice-pack.pdf';

const ART_PREFIX = '/art/';
/** Pixels of the longer side: sharp at 300 dpi for a picture printed about 1.5 cm wide. */
const SIZE = 240;

/** Every picture key an item shows. */
export function pictureKeys(item: WorksheetItem): string[] {
  const d = item.data;
  const keys =
    d.type === 'matching'
      ? d.pairs.flatMap((p) => [p.prompt_file, p.answer_file])
      : [d.question_image_url, ...d.choices.map((c) => c.image_url)];
  return keys.filter((k): k is string => typeof k === 'string' && k.length > 0);
}

async function artBytes(ctx: Pick<AppContext, 'config'>, key: string): Promise<Buffer | undefined> {
  const name = path.basename(key);
  if (!/^[\w.-]+\.svg$/.test(name)) return undefined;
  for (const dir of [path.join(ctx.config.webDist, 'art'), path.resolve(SERVER_DIR, '..', 'web', 'public', 'art')]) {
    try {
      return await fs.readFile(path.join(dir, name));
    } catch {
      // Not in this folder: try the next.
    }
  }
  return undefined;
}

/** Loads and converts the pictures of the items, by key. */
export async function loadPictures(ctx: AppContext, items: WorksheetItem[]): Promise<Map<string, Buffer>> {
  const keys = [...new Set(items.flatMap(pictureKeys))];
  const out = new Map<string, Buffer>();
  // Loaded when first needed: importing it costs every server process start-up time (issue 11).
  const { default: sharp } = await import('sharp');
  await Promise.all(
    keys.map(async (key) => {
      try {
        const bytes = key.startsWith(ART_PREFIX) ? await artBytes(ctx, key) : (await readFileBytes(ctx, key))?.data;
        if (!bytes) return;
        const png = await sharp(bytes, { density: 300 })
          .resize(SIZE, SIZE, { fit: 'inside' })
          .flatten({ background: '#ffffff' })
          .png()
          .toBuffer();
        out.set(key, png);
      } catch (err) {
        ctx.log.warn({ err, key }, 'practice pack: a picture could not be read');
      }
    }),
  );
  return out;
}
