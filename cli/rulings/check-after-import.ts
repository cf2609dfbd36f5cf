/**
 * After an import that changed the rules, a tournament document or the card data, every server's
 * logged rulings are checked again, so a ruling never goes stale unnoticed however the new data
 * arrived. The running bot imports with --skip-rulings-check and runs the check itself, to post
 * in each server's channel what the import made stale.
 */
import { reviewEveryRuling } from '../../rulings/review/review-every-ruling.js';
import type { CliContext } from '../framework/cli-context.js';
import { withRulingLog } from './open-ruling-log.js';

/** The option every importing command takes. */
export const SKIP_RULINGS_CHECK_OPTION = { 'skip-rulings-check': { type: 'boolean' } } as const;

/** Checks the ruling logs when `changed` and the command was not told to skip it; says so on stderr (stdout may be JSON). */
export async function checkRulingsAfterImport(context: CliContext, values: Record<string, unknown>, changed: boolean): Promise<void> {
  if (!changed || values['skip-rulings-check'] === true) return;
  const sweep = await withRulingLog(context, (log) => reviewEveryRuling(context.db(), log));
  if (sweep.checked === 0) return;
  const flagged = sweep.guilds.reduce((sum, guild) => sum + guild.needsReview.length, 0);
  const newly = sweep.guilds.reduce((sum, guild) => sum + guild.newlyFlagged.length, 0);
  context.stderr(`Checked ${sweep.checked} logged rulings against the new data: ${flagged} need review (${newly} newly); /ruling review lists them.\n`);
}
