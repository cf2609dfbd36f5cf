/**
 * A child process the running bot starts for an import (`arbiter rules update`, `cards update`,
 * `docs update`, `rulings check`: bot/run-update-process.ts) ends with its parent. The parent
 * opens an IPC channel to it and sets ARBITER_STOP_WITH_PARENT; when the channel closes — the
 * parent exited, however it died, SIGKILL included — the child stops as on SIGTERM. Before, a bot
 * killed mid-download left its child to run on and finish an import nobody was waiting for.
 */

/** The environment variable that asks for it. */
export const STOP_WITH_PARENT = 'ARBITER_STOP_WITH_PARENT';

/** In a child started so (`env` says, and an IPC channel is open): stop when the parent goes. */
export function stopWithParent(env: NodeJS.ProcessEnv): void {
  if (env[STOP_WITH_PARENT] !== '1' || !process.connected) return;
  // As on SIGTERM: a command with no handler of its own ends at once, its import's transaction rolled back.
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  // The channel is only a lifeline: it must not keep a child that has finished its work alive.
  process.channel?.unref();
}
