/**
 * A sweep in a process of its own, for the test that kills it: opens the data file at argv[2],
 * sweeps the deadlines due at argv[3] (ms) and, once argv[4] orders are moved and committed,
 * kills itself with SIGKILL, as a crash or an operator's kill -9 would, in the middle of the sweep.
 */
import { openDatabase } from '../core/db.ts';
import { sweepDeadlines } from './deadlines.ts';

const [path = '', at = '', killAfter = ''] = process.argv.slice(2);
const db = openDatabase(path);
let moved = 0;
sweepDeadlines(db, Number(at), {
  onMoved: () => {
    moved += 1;
    if (moved === Number(killAfter)) process.kill(process.pid, 'SIGKILL');
  },
});
// Fewer orders were due than the kill waited for: the test sees the exit code.
process.exit(3);
