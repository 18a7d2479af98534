/**
 * npm run files:to-s3   copies the uploaded files under DATA_DIR/files into the bucket S3_* names.
 * Run it with the S3_* settings the server will use, then start the server with them. It can be run again:
 * files already in the bucket are skipped. See docs/deploy.md.
 */
import { loadConfig } from '../server/src/config';
import { copyFiles } from '../server/src/ops/files-to-s3';
import { StartupError } from '../server/src/lib/startup-error';
import { diskBlobStore } from '../server/src/lib/storage/disk';
import { diskFilesDir, openBlobStore } from '../server/src/lib/storage/blob-store';

try {
  const config = loadConfig();
  if (!config.s3) {
    throw new StartupError('Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY to the bucket the files should go to.');
  }
  const from = diskBlobStore(diskFilesDir(config.dataDir));
  const to = openBlobStore(config);
  try {
    await to.check();
    const started = performance.now();
    const report = await copyFiles(from, to);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const mb = (report.copiedBytes / 1_000_000).toFixed(1);
    console.log(
      `Copied ${report.copied} files (${mb} MB) from ${from.where} to the ${to.where} in ${seconds} s; ` +
        `${report.present} of ${report.found} were already there.`,
    );
  } finally {
    to.close();
  }
} catch (err) {
  if (err instanceof StartupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
