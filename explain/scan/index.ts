/** The message scanner's public face: scan any text for the rules, documents, terms and cards it names. */
export { scanMessage, type ScanVocabulary } from './scan-message.js';
export { findRuleCitations, type RuleCitation, type RuleCitationTarget } from './rule-citations.js';
export { findDocCitations, type DocCitation } from './doc-citations.js';
export { findPlainCardNames, type ExactCardName } from './card-names.js';
export { findBracketedNames } from '../../cards-db/lookup/bracketed-names.js';
export { PhraseIndex, type Phrase, type PhraseMatch } from './phrase-index.js';
export type { Mention, MentionSpan, MentionTarget } from './mention.js';
