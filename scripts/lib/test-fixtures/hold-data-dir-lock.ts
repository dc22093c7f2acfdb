// Test helper: holds the data directory lock from a separate process until told to stop on stdin.
import { lockDataDir } from '../data-dir-lock';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-data-dir-lock.ts <dataDir>');

const lock = await lockDataDir(dataDir);
process.stdout.write('locked\n');
process.stdin.resume();
process.stdin.on('end', () => {
  void lock.release().then(() => process.exit(0));
});
