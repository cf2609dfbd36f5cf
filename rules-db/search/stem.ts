/**
 * A light English stemmer for search: folds inflections (plurals, -ed, -ing, a final e or y,
 * doubled final letters) so "attacks", "attacking" and "attacked" meet, without the suffix
 * stripping of full stemmers that would merge distinct rules words ("counter" and "count",
 * "player" and "play", "legend" and "legendary").
 */

/**
 * The stem shared by a word's inflected forms.
 * @example stem('attacking') // "attack"; stem('abilities') // "abiliti"; stem('controlled') // "control"
 */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  // The -ie verbs (die, lie, tie, vie): dies, died, dying all meet at "die". Longer words in -ying are
  // -y verbs ("paying", "flying", "saying"), left to the rules below.
  if (/^[a-z](ied|ying)$/.test(word)) return word.replace(/(ied|ying)$/, 'ie');
  let base = word;
  if (base.endsWith('sses')) base = base.slice(0, -2);
  else if (base.endsWith('ies') && base.length > 4) base = base.slice(0, -3) + 'i';
  else if (base.endsWith('s') && !/(ss|us|is)$/.test(base)) base = base.slice(0, -1);
  if (base.endsWith('ing') && base.length >= 6) base = base.slice(0, -3);
  else if (base.endsWith('ed') && base.length >= 5) base = base.slice(0, -2);
  // "note" would become "not", a word rules hinge on: it keeps its e (notes, noted, noting meet at "note").
  if (base === 'not') return 'note';
  if (base.length > 3 && base.endsWith('e')) base = base.slice(0, -1) === 'not' ? base : base.slice(0, -1);
  if (base.length > 3 && base.endsWith('y')) base = base.slice(0, -1) + 'i';
  // tapped → tap and controlled → control; kill and mill then lose a letter too, consistently.
  if (base.length > 3 && /([a-z])\1$/.test(base)) base = base.slice(0, -1);
  return base;
}

/**
 * `stem`, remembering each word's stem, for a large build: an index's texts and questions hold
 * hundreds of thousands of words and a few thousand distinct ones.
 */
export function cachedStem(): (word: string) => string {
  const stems = new Map<string, string>();
  return (word) => {
    let stemmed = stems.get(word);
    if (stemmed === undefined) stems.set(word, (stemmed = stem(word)));
    return stemmed;
  };
}
