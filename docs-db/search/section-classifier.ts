/**
 * Which section of a tournament document a help-desk situation is about, as a trained text
 * classifier reads it: multinomial logistic regression over the situation's words and word pairs,
 * trained on the document's stories and predicted questions (bench/train-section-classifiers.ts).
 *
 * Search ranks sections by the words they share with the question, and the stories a section has
 * share many words with its near neighbours' ("a card revealed while shuffling" tells of Hidden
 * Card Error and of Looking at Extra Cards alike). A classifier learns instead which words tell the
 * sections apart — the ones whose presence moves a situation from one to the other — so its
 * reading is added to each section's score as a situation read from the question
 * (rules-db/search/ranked-index.ts). Measured with `npm run eval:search` (docs/search.md).
 *
 * The model is shipped as data (docs-db/search/classifiers/<kind>.json) for one version of the
 * document; its classes are stamped with the texts they were trained for, so a later version keeps
 * the classes of the sections it still has (stamped-texts.ts) and a section it lacks drops out.
 * The model of a version is part of that version's section index (sectionReading), in shared memory
 * with the rest of it: the threads that search read one copy, and never load the file themselves.
 */
import { z } from 'zod';
import { optionalShippedJson } from '../../common/shipped-json.js';
import { searchTokens } from '../../common/search-words.js';
import { isFillerWord } from '../../rules-db/search/filler-words.js';
import { stem } from '../../rules-db/search/stem.js';
import { matchStamped, type StampTarget } from '../../rules-db/search/stamped-texts.js';
import { sharedFrom } from '../../common/shared-memory/shared-arrays.js';
import { NumberMap, type NumberMapData } from '../../common/shared-memory/shared-maps.js';
import type { DocKind } from '../tournament-document.js';

/** Where the classifier of each kind of document is kept, if it has one. */
export function sectionClassifierFile(kind: DocKind): string {
  return `docs-db/search/classifiers/${kind}.json`;
}

/**
 * What the classifier reads of a text: each stem once, and each pair of neighbouring content stems
 * ("extra card", "sealed pool") — pairs tell near neighbours apart where single words do not.
 */
export function classifierFeatures(text: string): string[] {
  const stems = searchTokens(text).map(stem);
  const content = stems.filter((part) => !isFillerWord(part));
  const pairs = content.slice(1).map((part, at) => `${content[at]} ${part}`);
  return [...new Set([...stems, ...pairs])];
}

const stampedClass = z.object({ ref: z.string(), title: z.string().optional(), fingerprint: z.string(), similarity: z.string() });

const classifierFileSchema = z.object({
  $comment: z.string().min(20),
  document: z.enum(['mtr', 'ipg', 'jar', 'dmtr', 'dipg']),
  version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  features: z.array(z.string()),
  classes: z.array(stampedClass),
  /** Row-major features × classes, little-endian float32, base64: a JSON array of numbers would be four times the size. */
  weights: z.string(),
  bias: z.array(z.number()),
});

/** A trained classifier as the trainer writes it. */
export type SectionClassifierFile = z.infer<typeof classifierFileSchema>;

/** What scores a text: each feature's number, and the weights (features × classes) and biases. */
interface ClassifierModel {
  features: ReadonlyMap<string, number>;
  weights: Float32Array;
  bias: Float32Array;
}

/** A classifier as shipped, ready to read questions: the model and the stamped classes. */
export interface SectionClassifier extends ClassifierModel {
  classes: SectionClassifierFile['classes'];
}

/**
 * A classifier as one version's section index holds it (section-index.ts): the model in shared
 * memory, and for each class the section it reads (its place in the index's sections) or -1.
 */
export interface SectionReading extends ClassifierModel {
  features: NumberMap;
  sectionOf: Int32Array;
}

/** A SectionReading as plain data in shared memory. */
export interface SectionReadingData {
  features: NumberMapData;
  weights: Float32Array;
  bias: Float32Array;
  sectionOf: Int32Array;
}

/**
 * The shipped classifier of `kind`'s sections, read once by the thread that builds a section index
 * (and kept there for the next version); null when it has none. What is kept is the opened model,
 * not the parsed file as well (its weights again, as base64 text).
 */
export function sectionClassifier(kind: DocKind): SectionClassifier | null {
  return optionalShippedJson(sectionClassifierFile(kind), (value) => openClassifier(classifierFileSchema.parse(value)));
}

/** A classifier file's model in typed arrays; refuses one whose weights do not fit its features and classes. */
export function openClassifier(file: SectionClassifierFile): SectionClassifier {
  const bytes = Buffer.from(file.weights, 'base64');
  const weights = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  if (weights.length !== file.features.length * file.classes.length || file.bias.length !== file.classes.length) {
    throw new Error(`The ${file.document} section classifier's weights do not fit its ${file.features.length} features and ${file.classes.length} classes: retrain it (bench/train-section-classifiers.ts).`);
  }
  return { features: new Map(file.features.map((feature, index) => [feature, index])), classes: file.classes, weights, bias: Float32Array.from(file.bias) };
}

/** For each class of the classifier, the section of `targets` it was trained for (its index), or -1. */
export function classSections(classifier: SectionClassifier, targets: StampTarget[]): Int32Array {
  const sectionOf = new Int32Array(classifier.classes.length).fill(-1);
  const byClass = new Map(classifier.classes.map((entry, index) => [entry, index]));
  matchStamped(classifier.classes, targets).forEach((entry, section) => {
    if (entry) sectionOf[byClass.get(entry)!] = section;
  });
  return sectionOf;
}

/** The shipped classifier of `kind` for the sections `targets` lists, in shared memory; undefined when there is none. */
export function sectionReading(kind: DocKind, targets: StampTarget[]): SectionReading | undefined {
  const classifier = sectionClassifier(kind);
  if (!classifier) return undefined;
  return {
    features: NumberMap.from(classifier.features),
    weights: sharedFrom(Float32Array, classifier.weights),
    bias: sharedFrom(Float32Array, classifier.bias),
    sectionOf: sharedFrom(Int32Array, classSections(classifier, targets)),
  };
}

/** A reading as plain data, for another thread to open in place. */
export function sectionReadingData(reading: SectionReading): SectionReadingData {
  return { ...reading, features: reading.features.data() };
}

/** The reading `data` holds, read in place. */
export function openSectionReading(data: SectionReadingData): SectionReading {
  return { ...data, features: new NumberMap(data.features) };
}

/**
 * How likely `text` is about each class (softmax of the scores): features L2-normalised, as in
 * training. Words the model never saw are left out.
 */
export function classProbabilities(classifier: ClassifierModel, features: string[]): Float64Array {
  const known = features.map((feature) => classifier.features.get(feature)).filter((index): index is number => index !== undefined);
  return softmaxScores(classifier.weights, classifier.bias, known, new Float64Array(classifier.bias.length));
}

/**
 * The model's forward pass, which training (bench/train-section-classifiers.ts) and reading share:
 * into `into`, the softmax over the classes of each one's bias plus the weights of `featureIds`
 * (rows of `weights`, features × classes), each scaled by 1/√(their count).
 */
export function softmaxScores(weights: ArrayLike<number>, bias: ArrayLike<number>, featureIds: ArrayLike<number>, into: Float64Array): Float64Array {
  const classCount = bias.length;
  const scale = 1 / Math.sqrt(Math.max(1, featureIds.length));
  for (let index = 0; index < classCount; index++) into[index] = bias[index]!;
  for (let feature = 0; feature < featureIds.length; feature++) {
    for (let at = featureIds[feature]! * classCount, index = 0; index < classCount; index++) into[index] = into[index]! + scale * weights[at + index]!;
  }
  const top = Math.max(...into);
  let sum = 0;
  for (let index = 0; index < classCount; index++) sum += into[index] = Math.exp(into[index]! - top);
  for (let index = 0; index < classCount; index++) into[index] = into[index]! / sum;
  return into;
}

/** How likely `query` is about each section the classifier knows (by section index), for ranking. */
export function sectionProbabilities(reading: SectionReading, query: string): Map<number, number> {
  const probabilities = classProbabilities(reading, classifierFeatures(query));
  const sections = new Map<number, number>();
  reading.sectionOf.forEach((section, index) => {
    if (section >= 0) sections.set(section, probabilities[index]!);
  });
  return sections;
}
