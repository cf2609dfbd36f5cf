/**
 * `/ruling` — a server's ruling log. `log` opens a form (question, ruling, citations); whatever the
 * text cites is found by the message scanner and stamped with the versions in use. `find`, `show`
 * and `review` read the server's log (anyone in the server); `delete` is for its author or a server
 * manager; logging, confirming and editing are for judges (the judge role from /settings, and
 * server managers). Guild only: a server's rulings are never read from another.
 */
import { ApplicationCommandOptionType, InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import type { ContentDb } from '../database/open-database.js';
import { UserError } from '../common/user-error.js';
import { findCitations, type FoundCitations } from '../rulings/cite/find-citations.js';
import { findRulings } from '../rulings/find-rulings.js';
import { restampCitations } from '../rulings/review/restamp-citations.js';
import { citationLabel, MAX_CITATIONS, MAX_RULING_TEXT, type Ruling, type RulingText } from '../rulings/ruling.js';
import { rulingLog, type RulingsRepository } from '../rulings/store/rulings-repository.js';
import type { StateStore } from '../state/create-state-store.js';
import { storeFailure, type StoreFailure } from '../state/store-failure.js';
import { defineCommand, type CommandContext, type GuildContext, type ModalSubmission } from './framework/command-module.js';
import { hasRole, isServerManager } from './framework/member-rights.js';
import { settingsToActOn } from './framework/settings-to-act-on.js';
import type { Reply } from './payload/message-payload.js';
import { modalReply } from './payload/modal-reply.js';
import { COLORS, errorReply } from './payload/reply-helpers.js';
import { rulingId } from './views/ruling-ids.js';
import { citationsAsTypedToday, rulingListReply, rulingReply } from './views/ruling-view.js';
import { unsavedRulingReply } from './views/unsaved-ruling-view.js';

const idOption = { type: ApplicationCommandOptionType.Integer, name: 'id', description: "The ruling's number in this server's log", required: true, min_value: 1 } as const;

const definition = {
  name: 'ruling',
  description: "This server's ruling log: log, find, show, delete and review rulings",
  dm_permission: false,
  contexts: [InteractionContextType.Guild],
  options: [
    { type: ApplicationCommandOptionType.Subcommand, name: 'log', description: 'Log a ruling (judges): opens a form for the question, the ruling and citations' },
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: 'find',
      description: "Search this server's rulings",
      options: [{ type: ApplicationCommandOptionType.String, name: 'words', description: 'Words of the question, the ruling or what it cites', required: true, max_length: 200 }],
    },
    { type: ApplicationCommandOptionType.Subcommand, name: 'show', description: 'One ruling, its citations as buttons', options: [idOption] },
    { type: ApplicationCommandOptionType.Subcommand, name: 'delete', description: 'Delete a ruling (its author or a server manager)', options: [idOption] },
    { type: ApplicationCommandOptionType.Subcommand, name: 'review', description: 'Rulings whose citations changed since they were logged' },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const id = z.number().int().min(1);

const options = z.discriminatedUnion('subcommand', [
  z.object({ subcommand: z.literal('log') }),
  z.object({ subcommand: z.literal('find'), words: z.string().trim().min(1) }),
  z.object({ subcommand: z.literal('show'), id }),
  z.object({ subcommand: z.literal('delete'), id }),
  z.object({ subcommand: z.literal('review') }),
]);

/** The form's text inputs. */
const FIELDS = { question: 'question', ruling: 'ruling', citations: 'citations' } as const;

/** The server the interaction came from, the state store and the server's log; refuses DMs and the terminal. */
async function serverLog(context: CommandContext): Promise<{ guild: GuildContext; store: StateStore; log: RulingsRepository }> {
  if (!context.guild) throw new UserError('ruling-outside-server', "/ruling keeps a server's log: use it in a channel of that server, not in DMs or the terminal.");
  if (!context.stateStore) throw new UserError('ruling-no-store', 'The ruling log lives in the bot\'s state store, which is not open here; use /ruling in Discord.');
  const store = await context.stateStore();
  // Who is a judge is a setting: read again here if the dispatcher had to answer without it.
  const guild = context.guild.settingsUnavailable ? { ...context.guild, settings: await settingsToActOn(context.guild, context) } : context.guild;
  return { guild, store, log: rulingLog(store.db) };
}

/**
 * Runs `work`; a state store that cannot be used now (down, hung, its disk full) is answered with
 * `refusal` — a sentence saying what was not done — instead of the apology for a bug.
 */
async function refusingWhenUnavailable(work: () => Promise<Reply>, refusal: (failure: StoreFailure) => Reply = logUnavailable): Promise<Reply> {
  try {
    return await work();
  } catch (error) {
    const failure = storeFailure(error);
    if (failure) return refusal(failure);
    throw error;
  }
}

function logUnavailable(failure: StoreFailure): Reply {
  return errorReply(`This server's ruling log can't be used right now: ${failure.reason}. Nothing was changed; try again in a minute.`);
}

/** The form's text could not be saved: say so, and give the judge back what they typed. */
function unsavedForm(submission: ModalSubmission, failure: StoreFailure): Reply {
  const what = submission.action === 'edit' ? `your edit of ruling #${Number(submission.args[0])}` : 'this ruling';
  const sentence =
    failure.kind === 'unreachable'
      ? `The ruling log can't be reached right now, so ${what} was not saved — here is what you wrote:`
      : `The ruling log can't take writes right now (${failure.reason}), so ${what} was not saved — here is what you wrote:`;
  const { fields } = submission;
  return unsavedRulingReply(sentence, { question: fields[FIELDS.question] ?? '', ruling: fields[FIELDS.ruling] ?? '', citations: fields[FIELDS.citations] ?? '' });
}

/** Refuses anyone but the server's judges (its judge role) and managers. */
function requireJudge(guild: GuildContext, what: string): void {
  const { judgeRoleId } = guild.settings;
  if (isServerManager(guild.member) || (judgeRoleId !== null && hasRole(guild.member, judgeRoleId))) return;
  const who = judgeRoleId === null ? 'server managers (a manager can name a judge role with `/settings judge-role:`)' : `members with the judge role <@&${judgeRoleId}> and server managers`;
  throw new UserError('ruling-not-judge', `Only ${who} may ${what}.`);
}

/** This server's ruling `number`, or a sentence saying there is none. */
async function requireRuling(log: RulingsRepository, guild: GuildContext, number: number): Promise<Ruling> {
  const ruling = await log.get({ guildId: guild.id, number });
  if (!ruling) throw new UserError('ruling-not-found', `There is no ruling #${number} in this server's log; \`/ruling find\` searches it.`);
  return ruling;
}

/** `list` ("a, b, c") cut after the last whole item within `max` characters. */
function fitted(list: string, max: number): string {
  return list.length <= max ? list : list.slice(0, list.lastIndexOf(', ', max));
}

/** The form for a new ruling, or for editing `ruling`. */
function rulingForm(userId: string, ruling?: Ruling): Reply {
  const customId = ruling ? rulingId(userId, 'edit', ruling.number) : rulingId(userId, 'log');
  return modalReply(customId, ruling ? `Edit ruling #${ruling.number}` : 'Log a ruling', [
    { id: FIELDS.question, label: 'Question', paragraph: true, required: true, maxLength: MAX_RULING_TEXT, ...(ruling ? { value: ruling.question } : {}) },
    { id: FIELDS.ruling, label: 'Ruling', paragraph: true, required: true, maxLength: MAX_RULING_TEXT, ...(ruling ? { value: ruling.ruling } : {}) },
    {
      id: FIELDS.citations,
      label: 'Citations (optional)',
      paragraph: true,
      required: false,
      maxLength: 1000,
      placeholder: 'CR 701.10d, MTR 4.2, IPG 2.5, [[Card Name]] — rules and cards in the text are found too',
      ...(ruling && ruling.citations.length > 0 ? { value: fitted(citationsAsTypedToday(ruling), 1000) } : {}),
    },
  ]);
}

/** The question and ruling typed into the form, refused when blank. */
function formText(fields: Record<string, string>): RulingText {
  const question = (fields[FIELDS.question] ?? '').trim();
  const ruling = (fields[FIELDS.ruling] ?? '').trim();
  if (!question || !ruling) throw new UserError('ruling-blank', 'A ruling needs both its question and its ruling; nothing was logged.');
  return { question, ruling };
}

/** Notes under a logged or edited ruling: cards the scanner could not name, citations past the limit. */
function citationNotes(found: FoundCitations): string[] {
  return [
    ...found.unknownCards.map(
      (card) => `No single card is named [[${card.name}]]${card.suggestions.length > 0 ? ` — did you mean ${card.suggestions.slice(0, 3).join(', ')}?` : ''}; it is not cited.`,
    ),
    ...(found.dropped > 0 ? [`A ruling keeps at most ${MAX_CITATIONS} citations; ${found.dropped} more were left out.`] : []),
  ];
}

/** `ruling` shown with a line of news above it ("Logged as #3") and any notes. */
function withNews(db: ContentDb, ruling: Ruling, userId: string, news: string, notes: string[] = []): Reply {
  const reply = rulingReply(db, ruling, userId);
  const description = [news, ...notes.map((note) => `• ${note}`)].join('\n');
  return { ...reply, embeds: [{ description, color: COLORS.scenario }, ...reply.embeds] };
}

function reviewList(log: Ruling[], userId: string, page: number): Reply {
  return rulingListReply(
    'Rulings to review',
    log,
    userId,
    page,
    (to) => rulingId(userId, 'review', to),
    'No ruling in this server\'s log needs review: everything they cite reads as it did when they were logged.',
    true,
  );
}

export default defineCommand({
  definition,
  options,
  execute(values, userId, context) {
    return refusingWhenUnavailable(async () => {
      const { guild, store, log } = await serverLog(context);
      switch (values.subcommand) {
        case 'log':
          requireJudge(guild, 'log rulings');
          return rulingForm(userId);
        case 'find': {
          const found = findRulings(await log.list(guild.id), values.words);
          const title = `Rulings matching “${values.words.slice(0, 100)}”`;
          return rulingListReply(title, found, userId, 0, (to) => rulingId(userId, 'show', to), 'No ruling in this server\'s log holds those words.', false);
        }
        case 'show':
          return rulingReply(context.db, await requireRuling(log, guild, values.id), userId);
        case 'delete': {
          const { result } = await store.interactionWrites.once(context.interactionId, async (db) => {
            const trxLog = rulingLog(db);
            const ruling = await requireRuling(trxLog, guild, values.id);
            if (ruling.authorId !== userId && !isServerManager(guild.member)) {
              throw new UserError('ruling-not-author', `Only the judge who logged ruling #${ruling.number} (<@${ruling.authorId}>) or a server manager may delete it.`);
            }
            await trxLog.delete({ guildId: guild.id, number: ruling.number });
            return { embeds: [{ description: `Ruling #${ruling.number} was deleted from this server's log.`, color: COLORS.info }], ephemeral: true } satisfies Reply;
          });
          return result;
        }
        case 'review':
          return reviewList(await log.needingReview(guild.id), userId, 0);
      }
    });
  },
  press(press, context) {
    return refusingWhenUnavailable(async () => {
      const { guild, store, log } = await serverLog(context);
      const [first = '', second = '0'] = press.args;
      const number = Number(first);
      switch (press.action) {
        case 'show':
          return rulingReply(context.db, await requireRuling(log, guild, number), press.userId, Number(second));
        case 'review':
          return reviewList(await log.needingReview(guild.id), press.userId, number);
        case 'edit':
          requireJudge(guild, 'edit rulings');
          return rulingForm(press.userId, await requireRuling(log, guild, number));
        case 'confirm': {
          requireJudge(guild, 'confirm rulings');
          const { result } = await store.interactionWrites.once(context.interactionId, async (db) => {
            const trxLog = rulingLog(db);
            const ruling = await requireRuling(trxLog, guild, number);
            const { citations, dropped } = restampCitations(context.db, ruling.citations);
            const confirmed = (await trxLog.revise({ guildId: guild.id, number }, ruling, citations, press.userId)) ?? ruling;
            const notes = dropped.map((citation) => `${citationLabel(citation)} no longer exists; it is no longer cited.`);
            return withNews(context.db, confirmed, press.userId, `Ruling #${number} confirmed: its citations now read as of today's rules, documents and cards.`, notes);
          });
          return result;
        }
        default:
          throw new UserError('ruling-old-button', 'That button is from an older version of the bot; run /ruling again.');
      }
    });
  },
  submit(submission, context) {
    // What the judge typed is given back whenever the log cannot take it: they never type it twice.
    return refusingWhenUnavailable(
      async () => {
        const { guild, store } = await serverLog(context);
        const text = formText(submission.fields);
        const found = findCitations(context.db, [text.question, text.ruling, submission.fields[FIELDS.citations] ?? '']);
        switch (submission.action) {
          case 'log': {
            requireJudge(guild, 'log rulings');
            // Once per interaction: the same submission again (a replay, a retry) answers with the ruling logged the first time.
            const { result } = await store.interactionWrites.once(context.interactionId, async (db) => {
              const ruling = await rulingLog(db).log(guild.id, submission.userId, text, found.citations);
              return withNews(context.db, ruling, submission.userId, `Logged as ruling #${ruling.number}.`, citationNotes(found));
            });
            return result;
          }
          case 'edit': {
            requireJudge(guild, 'edit rulings');
            const number = Number(submission.args[0]);
            const { result } = await store.interactionWrites.once(context.interactionId, async (db) => {
              const trxLog = rulingLog(db);
              await requireRuling(trxLog, guild, number);
              const ruling = (await trxLog.revise({ guildId: guild.id, number }, text, found.citations, submission.userId))!;
              return withNews(context.db, ruling, submission.userId, `Ruling #${number} edited.`, citationNotes(found));
            });
            return result;
          }
          default:
            throw new UserError('ruling-old-form', 'That form is from an older version of the bot; run /ruling again.');
        }
      },
      (failure) => unsavedForm(submission, failure),
    );
  },
});
