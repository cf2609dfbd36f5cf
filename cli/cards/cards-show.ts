/** `arbiter cards show <name> [--json] [--stdin]` */
import { createInterface } from 'node:readline';
import type { Card } from '../../cards-db/card.js';
import { lookUpCard, notFoundMessage } from '../../cards-db/lookup/find-card.js';
import type { CardDataSummary } from '../../cards-db/store/card-data.js';
import { cardRulings } from '../../cards-db/store/card-queries.js';
import { MAIN_FORMATS } from '../../cards-db/card.js';
import { keywordRules } from '../../rules-db/lookup/keyword-rule.js';
import type { ContentDb } from '../../database/open-database.js';
import { UserError } from '../../common/user-error.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';

const USAGE = 'arbiter cards show <name> [--json] [--stdin]';

/**
 * The card as `cards show --json` prints it. A single-faced card has one face, itself, so its
 * power and toughness are where a multi-face card's are.
 */
export function cardRecord(db: ContentDb, card: Card, data: CardDataSummary) {
  const faces = card.faces.length > 0 ? card.faces : [card];
  return {
    name: card.name,
    oracleId: card.oracleId,
    layout: card.layout,
    manaCost: card.manaCost,
    manaValue: card.manaValue,
    typeLine: card.typeLine,
    oracleText: card.oracleText,
    faces: faces.map(({ name, manaCost, typeLine, oracleText, power, toughness, loyalty, defense }) => ({ name, manaCost, typeLine, oracleText, power, toughness, loyalty, defense })),
    keywords: keywordRules(db, card.keywords),
    legalities: card.legalities,
    rulings: cardRulings(db, card.oracleId).map((ruling) => ({ date: ruling.publishedAt, source: ruling.source, text: ruling.comment })),
    scryfallUri: card.scryfallUri,
    dataDate: data.dataDate,
  };
}

type Answer = { ok: true; record: ReturnType<typeof cardRecord> } | { ok: false; error: string; suggestions: string[] };

function answer(db: ContentDb, query: string): Answer {
  const lookup = lookUpCard(db, query);
  if (lookup.card) return { ok: true, record: cardRecord(db, lookup.card, lookup.data) };
  const names = lookup.match.kind === 'suggestions' ? lookup.match.candidates : lookup.match.closest;
  return { ok: false, error: notFoundMessage(query, lookup.match), suggestions: names.map((card) => card.name) };
}

function asText(record: ReturnType<typeof cardRecord>): string {
  const lines = [`${record.name}   (${record.layout}; card data: Scryfall, ${record.dataDate})`];
  for (const face of record.faces) {
    lines.push('');
    if (record.faces.length > 1 || face.name !== record.name) lines.push(face.name);
    lines.push(...[face.manaCost, face.typeLine, face.oracleText].filter((line): line is string => Boolean(line)));
    if (face.power !== null && face.toughness !== null) lines.push(`${face.power}/${face.toughness}`);
    if (face.loyalty !== null) lines.push(`Loyalty ${face.loyalty}`);
    if (face.defense !== null) lines.push(`Defense ${face.defense}`);
  }
  lines.push('', MAIN_FORMATS.map((format) => `${format}: ${(record.legalities[format] ?? 'not_legal').replaceAll('_', ' ')}`).join(' · '));
  if (record.keywords.length > 0) lines.push(`Keywords: ${record.keywords.map(({ name, rule }) => (rule ? `${name} (${rule})` : name)).join(', ')}`);
  lines.push(`Rulings: ${record.rulings.length}`);
  for (const ruling of record.rulings) lines.push(`  ${ruling.date} (${ruling.source}) ${ruling.text}`);
  if (record.scryfallUri) lines.push(record.scryfallUri);
  return lines.join('\n') + '\n';
}

export const cardsShow: CliCommand = {
  name: 'cards show',
  summary: 'Show a card by any name a judge types (typos, faces, nicknames); --stdin reads one name per line and writes one JSON line each.',
  usage: USAGE,
  writes: false,
  options: { json: { type: 'boolean' }, stdin: { type: 'boolean' } },
  async run(positionals, values, context) {
    const db = context.db();
    if (values.stdin) {
      for await (const line of createInterface({ input: context.stdin, crlfDelay: Infinity })) {
        const result = answer(db, line);
        context.stdout(JSON.stringify(result.ok ? result.record : { error: result.error, suggestions: result.suggestions }) + '\n');
      }
      return 0;
    }
    const query = positionals.join(' ');
    if (query.trim() === '') throw new UserError('usage', `Name a card, e.g. arbiter cards show "delver of secrets". Usage: ${USAGE}`);
    const result = answer(db, query);
    if (values.json) {
      printJson(context, result.ok ? result.record : { error: result.error, suggestions: result.suggestions });
      return result.ok ? 0 : 1;
    }
    if (!result.ok) throw new UserError('card-not-found', result.error);
    context.stdout(asText(result.record));
    return 0;
  },
};
