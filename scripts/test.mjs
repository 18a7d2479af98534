// npm test: every test (contract, web, server API, browser) in one vitest run, then a plain summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-report-')), 'report.json');
const args = ['vitest', 'run', '--reporter=default', `--reporter=json`, `--outputFile.json=${report}`, ...process.argv.slice(2)];
const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: process.env });

let status = run.status ?? 1;
try {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  const passed = r.numPassedTests ?? 0;
  const failed = r.numFailedTests ?? 0;
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  // A failed or missing test fails the run whatever vitest's own exit code says.
  if (failed > 0 || passed === 0) status = status || 1;
} catch {
  console.log('\ntests: 0 passed, 1 failed');
  status = status || 1;
}
process.exit(status);
