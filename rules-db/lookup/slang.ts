/**
 * Player slang for /define: words no glossary entry names ("blink", "bounce", "chump") but the
 * lexicon explains (rules-db/search/search-synonyms.json, the file search reads too), each with
 * what it is short for and the rules and glossary terms that decide it.
 */
import { lexiconEntries, phraseStems } from '../search/search-synonyms.js';

export interface SlangMatch {
  /** The slang as the lexicon writes it ("blink"). */
  term: string;
  /** What it is short for: "exiling a permanent and returning it to the battlefield". */
  meaning: string;
  /** Rule numbers (2026 numbering) and glossary terms that decide it, as the lexicon lists them. */
  see: string[];
}

/**
 * The slang `query` is, when the whole query is one of an entry's terms (any case, inflection or
 * punctuation), or null.
 * @example findSlang('flickered')?.meaning // "exiling a permanent and returning it to the battlefield"
 */
export function findSlang(query: string): SlangMatch | null {
  const typed = phraseStems(query).join(' ');
  if (typed === '') return null;
  for (const entry of lexiconEntries()) {
    if (!entry.slang || !entry.see) continue;
    const term = entry.terms.find((candidate) => phraseStems(candidate).join(' ') === typed);
    if (term) return { term, meaning: entry.slang, see: entry.see };
  }
  return null;
}
