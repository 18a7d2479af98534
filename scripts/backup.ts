/**
 * npm run backup -- <file.tar.gz>    one archive: every table (one consistent snapshot) and the uploaded files
 * npm run restore -- <file.tar.gz>   into an empty DATA_DIR (or an empty DATABASE_URL)
 * Uses the same environment as npm start (DATA_DIR, DATABASE_URL). See docs/operations.md.
 */
import { loadConfig } from '../server/src/config';
import { StartupError } from '../server/src/db/embedded';
import { backup, restore } from '../server/src/ops/backup';

const [mode, file] = process.argv.slice(2);
if ((mode !== 'backup' && mode !== 'restore') || !file) {
  console.error('Usage: npm run backup -- <file.tar.gz>   or   npm run restore -- <file.tar.gz>');
  process.exit(2);
}
const config = loadConfig();
try {
  const started = performance.now();
  const manifest = mode === 'backup' ? await backup(config, file, () => undefined) : await restore(config, file, () => undefined);
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    mode === 'backup'
      ? `Backed up ${manifest.tables.length} tables (${rows} rows) and ${manifest.files} files to ${file} in ${seconds} s.`
      : `Restored ${manifest.tables.length} tables (${rows} rows) and ${manifest.files} files from ${file} in ${seconds} s.`,
  );
} catch (err) {
  if (err instanceof StartupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
