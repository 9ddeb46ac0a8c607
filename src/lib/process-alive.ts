/**
 * @module lib/process-alive
 * Whether a process with this pid exists on this machine: the test behind a lock or a journal
 * left by a process that may have died (signal 0 checks without signalling).
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
