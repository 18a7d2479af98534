/**
 * File bytes on local disk (the default store): one file per key under DATA_DIR/files, in a folder named
 * by the key's first two characters. A write goes to a temporary name first, so no reader sees half a file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error';
import type { BlobStore } from './blob-store';

/** Absent: the answer is "no such file"; any other failure (permissions, I/O) is thrown. */
function absent(err: unknown): undefined {
  if (['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '')) return undefined;
  throw err;
}

/** The disk store rooted at `root` (DATA_DIR/files). */
export function diskBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), key);

  return {
    where: `disk ${root}`,

    async write(key, data) {
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.tmp`;
      await fs.promises.writeFile(temp, data);
      await fs.promises.rename(temp, file);
    },

    async read(key) {
      try {
        const handle = await fs.promises.open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },

    async size(key) {
      const stat = await fs.promises.stat(pathOf(key)).catch(absent);
      return stat?.isFile() ? stat.size : undefined;
    },

    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },

    async *list() {
      const folders = (await fs.promises.readdir(root, { withFileTypes: true }).catch(absent)) ?? [];
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        for (const name of await fs.promises.readdir(path.join(root, folder.name))) {
          if (!name.endsWith('.tmp')) yield name;
        }
      }
    },

    async check() {
      try {
        await fs.promises.mkdir(root, { recursive: true });
        await fs.promises.access(root, fs.constants.W_OK);
      } catch (err) {
        throw new StartupError(
          `Cannot write files under ${root} (${(err as NodeJS.ErrnoException).code}): set DATA_DIR to a folder this user may write, or set S3_*.`,
        );
      }
    },

    close() {},
  };
}
