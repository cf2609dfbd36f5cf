import { describe, expect, it } from 'vitest';
import { releaseAt } from '../../../rules-db/store/release-queries.js';
import { rankRules, readQuery, searchRules } from '../../../rules-db/search/search-rules.js';
import { readSituations } from '../../../rules-db/search/situations.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { ruleIndex } from '../../../rules-db/search/rule-index.js';
import { searchLexicon } from '../../../rules-db/search/search-lexicon.js';
import { parseQuery } from '../../../rules-db/search/search-query.js';
import { getRule } from '../../../rules-db/store/rule-queries.js';

const db = createTestDb('cr-20120701.txt', 'cr-20240202.txt', 'cr-20260116.txt');
const search = (query: string, at?: string) => searchRules(db, releaseAt(db, at), query, 10);
const numbers = (query: string, at?: string) => search(query, at).map((hit) => hit.number);

describe('searchRules', () => {
  it('gives every rule the heading it has on its own (getRule), in every release', () => {
    for (const at of ['2012-07-01', '2024-02-02', '2026-01-16']) {
      const release = releaseAt(db, at);
      const { documents } = ruleIndex(db, searchLexicon(db, release));
      expect(documents.length).toBe(release.rules);
      expect(documents.filter((rule) => rule.title !== getRule(db, release, rule.number)!.heading).map((rule) => rule.number)).toEqual([]);
    }
    expect(search('trample').find((hit) => hit.number === '702.19b')?.title).toBe('Trample');
  });

  it('ranks the general rule above keyword rules the question never names (keyword-topic-prior.ts)', () => {
    // Regression: Double Strike's 702.4b ("double" of "double blocked") and other unnamed keyword rules stood above 510.1c.
    const found = numbers('my 5/5 attacker got double blocked by a 2/2 and a 3/3, how do i split the damage now that damage assignment order is gone?');
    expect(found.slice(0, 5)).toContain('510.1c');
  });

  it('finds the legend rule', () => {
    expect(numbers('legend rule').slice(0, 3)).toContain('704.5j');
  });

  it('bolds the matched words in the snippet, in any inflection', () => {
    const hit = search('legend rule').find((candidate) => candidate.number === '704.5j')!;
    expect(hit.snippet()).toContain('**legend** rule');
    const snippets = search('attack creatures').map((candidate) => candidate.snippet());
    expect(snippets.some((snippet) => /\*\*attacking\*\* \*\*creature\*\*/.test(snippet))).toBe(true);
  });

  it('finds the same rules for can’t, can\'t and cant', () => {
    expect(numbers('can\'t block')).toEqual(numbers('can’t block'));
    expect(numbers('cant block')).toEqual(numbers('can’t block'));
    expect(numbers('cant block').length).toBeGreaterThan(0);
  });

  it('folds diacritics: dandan finds Dandân', () => {
    expect(numbers('dandan')).toContain('206.3a');
  });

  it.each(['"', 'NEAR(', 'NEAR(trample deathtouch, 2)', '*', 'tram*', '-', '-trample', 'AND', 'OR NOT', '(((', 'trample"', 'rule:1', '^first', '{}', "'", 'x AND ( OR', ')))', 'heading:trample', '"unbalanced', 'qzx '.repeat(2000)])(
    'never errors on FTS syntax in user input: %j',
    (query) => {
      expect(() => search(query)).not.toThrow();
    },
  );

  it('reads FTS operators as plain words', () => {
    expect(numbers('trample AND deathtouch').slice(0, 3)).toEqual(numbers('trample deathtouch').slice(0, 3));
  });

  it('puts a rule searched for by number first, then rules citing it', () => {
    const hits = numbers('rule 704.5j');
    expect(hits[0]).toBe('704.5j');
    expect(hits.slice(1, 4)).toContain('205.4d'); // "… also called the “legend rule” (see rule 704.5j)"
  });

  it('returns [] for an empty or punctuation-only query', () => {
    expect(search('')).toEqual([]);
    expect(search('   ?! ')).toEqual([]);
  });

  it('searches the release chosen by date only', () => {
    // Rule 701.10d (doubling a life total) was 701.9d in the 2024-02-02 release.
    expect(numbers('double life total')).toContain('701.10d');
    expect(numbers('double life total', '2024-06-01')).toContain('701.9d');
    expect(numbers('double life total', '2024-06-01')).not.toContain('701.10d');
  });
});

describe('searchRules ranks by the rules’ structure', () => {
  it.each([
    ['trample', '702.19'],
    ['Flying', '702.9'],
    ['double strike', '702.4'],
    ['cascade', '702.85'],
    ['scry', '701.22'],
    ['surveil', '701.25'],
    ['proliferate', '701.34'],
  ])('puts the heading of the keyword or keyword action %j first, its defining subrule next', (query, heading) => {
    expect(numbers(query).slice(0, 2)).toEqual([heading, `${heading}a`]);
  });

  it('keeps the keyword’s defining rules near the top when other words come with its name', () => {
    expect(numbers('crew a vehicle').slice(0, 3)).toContain('702.122a');
    expect(numbers('flash timing').slice(0, 3)).toContain('702.8a');
  });

  it('follows a glossary term to the rule its definition cites', () => {
    // Glossary: "Legend Rule … See rule 704.5j"; "Dies … See rule 700.4."
    expect(numbers('legend rule')[0]).toBe('704.5j');
    expect(numbers('dies')[0]).toBe('700.4');
  });

  it('counts section titles: a section’s name finds its rules', () => {
    expect(numbers('combat damage step')[0]).toBe('510.1');
    expect(numbers('cleanup step')[0]).toMatch(/^514\./);
  });

  it('weighs a rule by how many rules cite it (citation-prior.ts): the total cost, which fifty rules point to, answers a cost increase on a free spell', () => {
    const index = ruleIndex(db, searchLexicon(db, releaseAt(db)));
    const prior = (number: string) => index.citationPriors[index.byNumber.get(number)!]!;
    expect(prior('601.2f')).toBeGreaterThan(1.25);
    expect(prior('702.19c')).toBe(1);
    // Without the prior, 118.6a ("a cost of {0}") ranked first and 601.2f third.
    expect(numbers('does the cost increase apply when i cast it without paying its mana cost')[0]).toBe('601.2f');
  });

  it('does not let a common word drown a rare one', () => {
    // "permanent" is in hundreds of rules, "phased" in a handful.
    expect(numbers('phased out permanent treated as though it does not exist').slice(0, 3)).toContain('702.26b');
  });
});

describe('searchRules understands judge shorthand (search-synonyms.json)', () => {
  it.each([
    ['ETB', ['603.6a', '603.6d', '614.12', '403.3']],
    ['SBA', ['704.1', '704.3', '704.5']],
    ['LKI', ['113.7a', '608.2h', '608.2b', '604.7']],
    ['CDA', ['604.3', '604.3a', '113.6a']],
    ['2HG', ['810.1', '810.2']],
    ['EDH starting life', ['903.7', '103.4c', '119.1c']],
    ['CMC of a split card', ['709.4b', '202.3d']],
    ['LTB abilities', ['603.6c', '603.10a']],
    ['APNAP order', ['101.4']],
    ['fizzle', ['608.2b']],
    ['P/T setting layer', ['613.4b']],
  ])('%j finds the rules it stands for', (query, expected) => {
    expect(numbers(query).slice(0, 3).some((number) => expected.includes(number))).toBe(true);
  });

  it('reads current wording on old releases: mana value is converted mana cost in 2012', () => {
    const hit = search('mana value of a split card', '2012-07-01')[0]!;
    expect(hit.number).toBe('708.2'); // "… split cards have two sets of characteristics and two converted mana costs"
    expect(hit.snippet()).toMatch(/\*\*converted\*\* \*\*mana\*\* \*\*co/);
  });
});

describe('searchRules tolerates typos and unfinished words', () => {
  it.each([
    ['tramlpe', '702.19'],
    ['deathtuch', '702.2'],
    ['vigilence', '702.20'],
    ['proliferat', '701.34'],
  ])('%j finds %s', (query, heading) => {
    expect(numbers(query).slice(0, 2)).toContain(heading);
  });

  it('does not bury a word typed right under guesses for a misspelled one', () => {
    // "deathtuch" is a guess; "lifelink" is exact, so its rules come before deathtouch's.
    const hits = numbers('lifelink deathtuch');
    expect(hits.findIndex((number) => /^702\.15[a-z]?$/.test(number))).toBeLessThan(hits.findIndex((number) => /^702\.2[a-z]?$/.test(number)));
  });
});

describe('searchRules reads natural questions', () => {
  it('drops question filler and keeps the content words', () => {
    expect(numbers('what does flashback do')[0]).toBe(numbers('flashback')[0]);
    expect(numbers('can you respond to a morph being turned face up').slice(0, 3)).toContain('702.37e');
  });

  it('reads "what counts as X" as a question about X', () => {
    expect(numbers('what counts as a permanent').slice(0, 3)).toContain('110.1');
  });

  it('ranks a phrase above the same words apart', () => {
    // Both words are in hundreds of rules; the best hits say "deal damage" or "deals damage" (4 of the
    // first 5: 120.2b, "Damage may be dealt as an effect", comes with its section's predicted questions).
    const phrased = search('deals damage').slice(0, 5).filter((hit) => /\*\*deals?\*\* \*\*damage\*\*/i.test(hit.snippet()));
    expect(phrased.length).toBeGreaterThanOrEqual(4);
  });

  it('answers a question of filler words only with those words', () => {
    expect(numbers('as though').slice(0, 3)).toContain('609.4');
  });
});

describe('searchRules reads the way players type', () => {
  it('keeps counters and symbols whole: +1/+1 with -1/-1 is the rule about both (regression: read as "1 1", it found amplify and graft)', () => {
    expect(numbers('what happens with +1/+1 and -1/-1 counters on the same creature').slice(0, 3)).toContain('704.5q');
  });

  it('never rewrites a real word into another (regression: "burn" was corrected to "turn")', () => {
    const index = ruleIndex(db, searchLexicon(db, releaseAt(db)));
    const read = parseQuery('is mana burn still a thing', index.vocabulary);
    expect(read.flatMap((concept) => concept.alternatives.flat())).not.toContain('turn');
    // A word the rules lack but English has ("sandwich") is left out, not guessed at; a typo still is.
    expect(parseQuery('sandwich', index.vocabulary)).toEqual([]);
    expect(parseQuery('tramlpe', index.vocabulary)[0]!.source).toBe('typo');
  });

  it('reads slang through the lexicon: chump blocks are blocks, a blinked creature is exiled and returned', () => {
    const index = ruleIndex(db, searchLexicon(db, releaseAt(db)));
    const [chump] = parseQuery('chump blocked', index.vocabulary);
    expect(chump).toMatchObject({ typed: 'chump blocked', source: 'synonym' });
    expect(chump!.alternatives).toContainEqual(['block']);
    // 610.3: effects that exile an object and return it (what a blink does); 400.7: it returns as a new object
    // (403.4, as it enters); 603.7c: a delayed trigger loses track of it. Predicted questions also bring the
    // blink rules of transforming and merged permanents (712.21c, 729.3c) and of an exiler's linked abilities (607.2a).
    const blinked = numbers('blinked creature returns as a new object');
    expect(blinked).toEqual(expect.arrayContaining(['610.3c', '400.7', '603.7c']));
    expect(blinked.slice(0, 5).every((number) => /^(610\.3|40[036]\.|603\.7|712\.21|729\.3|607\.2a)/.test(number))).toBe(true);
  });

  it('reads a state as its un- opposite too, at half worth: a tapped creature cannot block because blockers must be untapped (regression: 509.1a was not in the top 10)', () => {
    expect(numbers('can a tapped creature block').slice(0, 5)).toContain('509.1a');
    const index = ruleIndex(db, searchLexicon(db, releaseAt(db)));
    const [tapped] = parseQuery('tapped', index.vocabulary);
    expect(tapped).toMatchObject({ alternatives: [['tap'], ['untap']], wordingWeights: [1, 0.5] });
    // A word the rules have no un- form of reads as typed.
    expect(parseQuery('trample', index.vocabulary)[0]!.alternatives).toEqual([['trampl']]);
  });

  it('reads attackers and blockers as attacking and blocking creatures (the issue’s example: 510.1c, a blocked creature with no blocker left deals no damage, was not in the top 10; 509.1h, it stays blocked, answers too)', () => {
    const found = numbers('my attacker got chump blocked and they sacrificed the blocker, does my creature deal damage to the player').slice(0, 5);
    expect(found.some((number) => number === '509.1h' || number === '510.1c')).toBe(true);
  });

  it('reads a keyword holder by its keyword: a flyer has flying, a first striker first strike', () => {
    const index = ruleIndex(db, searchLexicon(db, releaseAt(db)));
    // An English word the rules lack, "flyer" was dropped from the question.
    expect(parseQuery('flyer', index.vocabulary)[0]!.alternatives).toContainEqual(['fly']);
    expect(numbers('can my flyer be blocked by a creature with reach').slice(0, 5)).toContain('702.9b');
  });

  it('reads an English word the rules lack by its base once a derivational ending is off: a reducer reduces (118.7a was not in the top 3)', () => {
    const index = ruleIndex(db, searchLexicon(db, releaseAt(db)));
    expect(parseQuery('reducer', index.vocabulary)).toMatchObject([{ alternatives: [['reduc']], source: 'derived' }]);
    // The base must be four letters or more: "manor" is not "man", "inner" not "inn".
    expect(parseQuery('manor inner', index.vocabulary).filter((concept) => concept.source === 'derived')).toEqual([]);
    expect(numbers('can my cost reducer make a spell with a colored cost cheaper').slice(0, 3)).toContain('118.7a');
  });

  it('reads a word only predicted questions use, such as a card’s name, as a concept only they match: Humility is asked about under the layers (without it, no continuous-effect rule in the top 3)', () => {
    const index = ruleIndex(db, searchLexicon(db, releaseAt(db)));
    const [humility] = parseQuery('humility', index.vocabulary);
    expect(humility).toMatchObject({ alternatives: [['humiliti']], source: 'asked' });
    expect(humility!.weight).toBeGreaterThan(0);
    const found = numbers('my humility is out and my opponent casts an anthem, how big are the creatures').slice(0, 3);
    expect(found.some((number) => /^61[13]\./.test(number))).toBe(true);
    // A word neither the rules nor their questions use is still left out.
    expect(parseQuery('sandwich', index.vocabulary)).toEqual([]);
  });

  it('reads a card the question names as one concept, and adds the weightiest words of what it says (named-text.ts)', () => {
    const index = ruleIndex(db, searchLexicon(db, releaseAt(db)));
    const helm = { name: 'Helm of Awakening', words: ['helm', 'of', 'awakening'], text: 'Artifact\nSpells cost {1} less to cast.' };
    const concepts = parseQuery('helm of awakening out, does counterspell cost just U now', index.vocabulary, [helm]);
    // The name is one wording, never "awaken" on its own (the keyword Awaken).
    expect(concepts.find((concept) => concept.typed === 'helm of awakening')).toMatchObject({ alternatives: [['helm', 'of', 'awaken']], source: 'named' });
    expect(concepts.some((concept) => concept.alternatives.some((wording) => wording.length === 1 && wording[0] === 'awaken'))).toBe(false);
    // The card's words join the question, weighing together as much as its own; "cost", already asked, weighs more.
    const own = parseQuery('helm of awakening out, does counterspell cost just U now', index.vocabulary);
    const added = concepts.filter((concept) => concept.source === 'named' && concept.typed !== 'helm of awakening');
    expect(added.map((concept) => concept.typed)).toEqual(expect.arrayContaining(['less', 'artifact']));
    const weight = (list: typeof concepts, typed: string) => list.find((concept) => concept.typed === typed)!.weight;
    expect(weight(concepts, 'cost')).toBeGreaterThan(weight(own, 'cost'));
    // Nothing named, nothing added.
    expect(parseQuery('does counterspell cost just U now', index.vocabulary, [])).toEqual(parseQuery('does counterspell cost just U now', index.vocabulary));
  });

  it('weighs a card’s name by its words as typed, never by guessed spellings of words the rules lack', () => {
    const index = ruleIndex(db, searchLexicon(db, releaseAt(db)));
    // "drownyard" alone is read as a typo of "downward"; in a name it is the card's own word.
    expect(parseQuery('drownyard', index.vocabulary)).toMatchObject([{ source: 'typo', alternatives: [['downward']] }]);
    const amalgam = { name: 'Drownyard Amalgam', words: ['drownyard', 'amalgam'], text: 'Creature\nFlying' };
    const query = 'if my drownyard amalgam dies in response does its ability still resolve';
    expect(parseQuery(query, index.vocabulary, [amalgam]).some((concept) => concept.typed === 'drownyard amalgam')).toBe(false);
    // A name with a word the rules use is read.
    const helm = { name: 'Helm of Awakening', words: ['helm', 'of', 'awakening'], text: 'Artifact' };
    expect(parseQuery('helm of awakening', index.vocabulary, [helm])[0]).toMatchObject({ typed: 'helm of awakening', source: 'named' });
  });

  it('reads a card called again by part of its name as the card, not as words of the question ("the Angel")', () => {
    const index = ruleIndex(db, searchLexicon(db, releaseAt(db)));
    const angel = { name: 'Platinum Angel', words: ['platinum', 'angel'], text: 'Artifact Creature\nFlying', mentions: ['angel'] };
    const query = 'my opponent controls platinum angel and attacks with it, I block the Angel';
    const typed = parseQuery(query, index.vocabulary, [angel]).map((concept) => concept.typed);
    expect(typed).toContain('platinum angel');
    expect(typed).not.toContain('angel');
    // Without the mention, "angel" is a word of its own, the rarest of the question.
    expect(parseQuery(query, index.vocabulary, [{ ...angel, mentions: [] }]).map((concept) => concept.typed)).toContain('angel');
  });

  it('leaves out a named card the rules’ own words are ("Deal Damage"), or a title of the rules ("Two-Headed Giant")', () => {
    const release = releaseAt(db);
    const dealDamage = { name: 'Deal Damage', words: ['deal', 'damage'], text: 'Sorcery\nIt deals 4 damage to any target.' };
    expect(readQuery(db, release, 'does my creature deal damage to the player', [dealDamage]).concepts.some((concept) => concept.source === 'named')).toBe(false);
    const giant = { name: 'Two-Headed Giant', words: ['two', 'headed', 'giant'], text: 'Creature — Giant Warrior\nDouble strike' };
    expect(readQuery(db, release, 'in two headed giant do we share life', [giant]).concepts).toEqual(readQuery(db, release, 'in two headed giant do we share life').concepts);
    // A card the rules name only in examples, capitalised, is still the card.
    const growth = { name: 'Giant Growth', words: ['giant', 'growth'], text: 'Instant\nTarget creature gets +3/+3 until end of turn.' };
    expect(readQuery(db, release, 'giant growth on my blocker after damage', [growth]).concepts.some((concept) => concept.source === 'named')).toBe(true);
  });

  it('tells the rules’ wording by words and pairs printed in the index, in shared memory: no thread builds its own', () => {
    const { printedWording } = ruleIndex(db, searchLexicon(db, releaseAt(db)));
    expect(printedWording.has('deal damage')).toBe(true);
    expect(printedWording.has('Deal Damage')).toBe(false);
    // Case kept: the rules print "Two-Headed Giant", never "two-headed".
    expect(printedWording.has('Two Headed')).toBe(true);
    expect(printedWording.has('two headed')).toBe(false);
    expect(printedWording.data().chars.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it('takes a one-word name for the rules’ wording where they print it in lower case, a longer one only where they print it whole, not pair by pair', () => {
    const release = releaseAt(db);
    const readAsCard = (name: string, words: string[], query: string) =>
      readQuery(db, release, query, [{ name, words, text: 'Instant\nDraw a card.' }]).concepts.some((concept) => concept.source === 'named');
    expect(readAsCard('Cancel', ['cancel'], 'do two cost reductions cancel out')).toBe(false);
    expect(readAsCard('Six-Sided Die', ['six', 'sided', 'die'], 'roll a six sided die to start')).toBe(false);
    // "out of", "of the" and "the way" are each in the rules; "out of the way" is not.
    expect(readAsCard('Out of the Way', ['out', 'of', 'the', 'way'], 'out of the way on my blocker')).toBe(true);
  });

  it('reaches a rule through the rules that cite it: an indestructible creature at toughness 0 still dies (704.5f was not in the top 10)', () => {
    expect(numbers('my indestructible creature has toughness 0 after -1/-1 counters, does it still die?').slice(0, 5)).toContain('704.5f');
  });

  it('matches predicted questions written in shorthand from the rules’ wording: 805.10d’s “2hg” questions answer “two-headed giant” (not in the top 10 without)', () => {
    expect(numbers('two-headed giant: may my blockers stop a creature attacking my teammate').slice(0, 3)).toContain('805.10d');
  });

  it('lets no stop-word decide a ranking (regression: "everything" found protection from everything)', () => {
    expect(numbers('LTB triggers when everything dies to a board wipe').slice(0, 5)).not.toContain('702.16j');
  });
});

describe('searchRules answers a query quoting the rules by the words it quotes (quotations.ts)', () => {
  // Aftermath's glossary definition, its name left out: what a judge types who has forgotten the name.
  const quote = 'a keyword ability that lets a player cast one half of a split card only from their graveyard';

  it('reads most of a glossary definition, word for word, as a quotation: no situations, no predicted questions', () => {
    const read = readQuery(db, releaseAt(db, '2026-01-16'), quote);
    expect(read.quotes).toBe(true);
    expect(read.situations).toEqual([]);
    expect(numbers(quote)[0]).toBe('702.127a');
    // Read as a player's question, the split-card situation and the questions players ask put 709.3a first.
    const asQuestion = { ...read, quotes: false, situations: readSituations(read.index.situations, { question: quote, cards: [] }) };
    expect(asQuestion.situations.length).toBeGreaterThan(0);
    expect(rankRules(asQuestion, 5)[0]!.number).not.toBe('702.127a');
  });

  it('reads a player’s question as a question, however many rules words it has', () => {
    const release = releaseAt(db, '2026-01-16');
    expect(readQuery(db, release, 'my opponent cast a spell, can I respond before it resolves?').quotes).toBe(false);
    expect(readQuery(db, release, 'state-based actions are checked whenever a player would receive priority').quotes).toBe(false);
  });
});

describe('searchRules on an old release', () => {
  const old = (query: string) => numbers(query, '2012-07-01');

  it('uses that release’s numbering', () => {
    expect(old('trample').slice(0, 2)).toEqual(['702.18', '702.18a']);
    expect(old('legend rule')[0]).toBe('704.5k');
  });

  it('corrects typos against that release’s own words', () => {
    expect(old('tramlpe')[0]).toBe('702.18');
  });
});
