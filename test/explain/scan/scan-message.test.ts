import { describe, expect, it } from 'vitest';
import { PhraseIndex, type Phrase } from '../../../explain/scan/phrase-index.js';
import { scanMessage, type ScanVocabulary } from '../../../explain/scan/scan-message.js';
import { catalogCardNames, nameIndexOf } from '../../support/card-names.js';

const phrases: Phrase[] = [
  { written: 'ETB', match: 'as-written', target: { kind: 'term', term: 'ETB' } },
  { written: 'etb', match: 'any-case', target: { kind: 'term', term: 'ETB' } },
  { written: '2HG', match: 'as-written', target: { kind: 'term', term: '2HG' } },
  { written: '2HG', match: 'as-written', target: { kind: 'doc-name', doc: 'mtr', title: 'Two-Headed Giant Tournament Rules' } },
  { written: 'GRV', match: 'as-written', target: { kind: 'doc-name', doc: 'ipg', title: 'Game Rule Violation' } },
  { written: 'State-Based Actions', match: 'any-case', target: { kind: 'term', term: 'State-Based Actions' } },
  { written: 'First Strike', match: 'any-case', target: { kind: 'keyword', name: 'First Strike' } },
  { written: 'First Strike', match: 'any-case', target: { kind: 'term', term: 'First Strike' } },
  { written: 'Deathtouch', match: 'any-case', target: { kind: 'keyword', name: 'Deathtouch' } },
  { written: 'Trample', match: 'ability-word', target: { kind: 'keyword', name: 'Trample' } },
  { written: 'Flying', match: 'ability-word', target: { kind: 'keyword', name: 'Flying' } },
  { written: 'Ward', match: 'ability-word', target: { kind: 'keyword', name: 'Ward' } },
  { written: 'Lifelink', match: 'any-case', target: { kind: 'keyword', name: 'Lifelink' } },
];

// Scryfall's 26,482-name catalog: ordinary words are card names there ("Opt", "Fog", "Hungry for More").
const cards = nameIndexOf(catalogCardNames());
const vocabulary: ScanVocabulary = { phrases: new PhraseIndex(phrases), exactCardName: (text) => cards.findExactName(text)?.name ?? null };
const scan = (text: string) => scanMessage(text, vocabulary).map((mention) => [mention.text, mention.target.kind]);

describe('scanMessage', () => {
  it('finds everything a ruling explanation cites, in order of appearance', () => {
    expect(scan('Deathtouch + first strike: per CR 702.2b and 702.7b the ETB trigger waits; state-based actions (704.5g) and IPG 2.5 apply. GRV.')).toEqual([
      ['Deathtouch', 'keyword'],
      ['first strike', 'keyword'],
      ['CR 702.2b', 'rule'],
      ['702.7b', 'rule'],
      ['ETB', 'term'],
      ['state-based actions', 'term'],
      ['704.5g', 'rule'],
      ['IPG 2.5', 'doc-section'],
      ['GRV', 'doc-name'],
    ]);
  });

  it('keeps other readings of the same words as alternatives, best first', () => {
    const [strike, twoHeaded] = scanMessage('first strike in 2HG', vocabulary);
    expect(strike!.target).toEqual({ kind: 'keyword', name: 'First Strike' });
    expect(strike!.alternatives).toEqual([{ kind: 'term', term: 'First Strike' }]);
    expect(twoHeaded!.target).toEqual({ kind: 'term', term: '2HG' });
    expect(twoHeaded!.alternatives).toEqual([{ kind: 'doc-name', doc: 'mtr', title: 'Two-Headed Giant Tournament Rules' }]);
  });

  it('takes shorthand as written, and in any case or inflection only where the vocabulary says so', () => {
    expect(scan('ETB, ETBs, etb, Etb, grv, GRV')).toEqual([
      ['ETB', 'term'],
      ['ETBs', 'term'],
      ['etb', 'term'],
      ['Etb', 'term'],
      ['GRV', 'doc-name'],
    ]);
  });

  it('takes an everyday word naming a keyword only where a keyword is plainly meant', () => {
    expect(scan('it has flying and trample, ward 2. Trample over. I trample the grass; it was Flying high, the ward was empty')).toEqual([
      ['flying', 'keyword'],
      ['trample', 'keyword'],
      ['ward', 'keyword'],
      ['Trample', 'keyword'],
      ['Flying', 'keyword'],
    ]);
  });

  it('takes a keyword action opening a sentence for a verb, not for the keyword', () => {
    const actions = new PhraseIndex([{ written: 'Destroy', match: 'action-word', target: { kind: 'keyword', name: 'Destroy' } }]);
    expect(scanMessage('Destroy it first. Then it can’t be Destroyed? It gains destroy', { phrases: actions }).map((mention) => mention.text)).toEqual(['Destroyed', 'destroy']);
  });

  it('never takes ordinary words for cards: only a whole name with its own capitals, not a lone word opening a sentence', () => {
    expect(scan("i'm hungry for more, so i'll opt out of the fog of war. Fire spreads fast. Life is good. I cast Lightning Bolt and Opt, then Hungry for More.")).toEqual([
      ['Lightning Bolt', 'card'],
      ['Opt', 'card'],
      ['Hungry for More', 'card'],
    ]);
  });

  it('reads the longest name where names overlap, and a keyword before the card of the same name', () => {
    expect(scan('He cast Storm Crow, which has Lifelink. Then [[storm crow]].')).toEqual([
      ['Storm Crow', 'card'],
      ['Lifelink', 'keyword'],
      ['[[storm crow]]', 'card'],
    ]);
    expect(scanMessage('[[jace tmd|2XM]] and [[!bolt]]', vocabulary).map((mention) => mention.target)).toEqual([
      { kind: 'card', name: 'jace tmd', bracketed: true },
      { kind: 'card', name: 'bolt', bracketed: true },
    ]);
  });

  it('finds nothing in hostile text beyond what it names, and never fails on it', () => {
    expect(scan('@everyone <@1300000000000000123> **[[<@&123>]]** __ETB__ `702.19b` ||spoiler|| [[]] [[' + 'a'.repeat(300) + ']]')).toEqual([
      ['[[<@&123>]]', 'card'],
      ['ETB', 'term'],
      ['702.19b', 'rule'],
    ]);
    expect(scan('')).toEqual([]);
  });

  it('looks for no card names in running text without card data', () => {
    expect(scanMessage('I cast Lightning Bolt', { phrases: new PhraseIndex(phrases) })).toEqual([]);
  });
});
