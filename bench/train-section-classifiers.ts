/**
 * `tsx bench/train-section-classifiers.ts [--check]`: trains the section classifier of each
 * tournament document that has stories (docs-db/search/section-classifier.ts) and writes it to
 * docs-db/search/classifiers/<kind>.json; `--check` trains and reports without writing.
 *
 * Training data is the project's own: each section's stories (help-desk situations as judges type
 * them, docs-db/search/stories/) and predicted questions (docs-db/search/questions/), each labelled
 * with the section it was written for. Never an evaluation set. The model is multinomial logistic
 * regression over classifierFeatures, fitted by full-batch gradient descent from zero weights: the
 * same data gives the same file, byte for byte. Its 5-fold cross-validated accuracy on the stories
 * (each fold's stories held out of training, folds drawn with a fixed seed) is printed and kept in
 * the file's comment, beside the in-sample accuracy.
 *
 * Hand-written (about 40 lines) rather than a library: what ranking needs is one calibrated
 * probability per section over sparse word features; the npm logistic-regression packages found
 * (ml-logistic-regression) fit one-vs-rest models on dense matrices, whose scores do not sum to one
 * across sections, and would hold a 1,000 × 4,000 dense matrix to train on a few dozen words each.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectPath } from '../common/project-path.js';
import { questionsFile } from '../rules-db/search/predicted-questions.js';
import { entryName } from '../rules-db/search/stamped-texts.js';
import { docQuestionsFile, docStoriesFile } from '../docs-db/search/section-index.js';
import { classifierFeatures, classProbabilities, openClassifier, sectionClassifierFile, softmaxScores, type SectionClassifierFile } from '../docs-db/search/section-classifier.js';
import type { DocKind } from '../docs-db/tournament-document.js';

/** The documents with stories: the help desk's. */
const KINDS: DocKind[] = ['ipg', 'mtr', 'jar'];
/** Fitting: step size, L2 penalty and passes; at these the training loss has flattened (printed). */
const LEARNING_RATE = 10;
const L2_PENALTY = 1e-3;
const EPOCHS = 600;
/** A feature in fewer training texts than this is left out: a word seen once teaches the model that text, not the section. */
const MIN_TEXTS = 2;
const FOLDS = 5;
const SEED = 20261129;

interface Example {
  features: string[];
  label: number;
  story: boolean;
}

const { values } = parseArgs({ options: { check: { type: 'boolean' } } });

for (const kind of KINDS) {
  const stories = questionsFile(docStoriesFile(kind));
  if (!stories) continue;
  const classes = stories.entries.map(({ ref, title, fingerprint, similarity }) => ({ ref, ...(title === undefined ? {} : { title }), fingerprint, similarity }));
  const classOf = new Map(classes.map((entry, index) => [`${entryName(entry)}|${entry.fingerprint}`, index]));
  const examples: Example[] = stories.entries.flatMap((entry, label) => entry.questions.map((text) => ({ features: classifierFeatures(text), label, story: true })));
  for (const entry of questionsFile(docQuestionsFile(kind))?.entries ?? []) {
    const label = classOf.get(`${entryName(entry)}|${entry.fingerprint}`);
    if (label !== undefined) examples.push(...entry.questions.map((text) => ({ features: classifierFeatures(text), label, story: false })));
  }

  const folds = seededShuffle(examples.filter((example) => example.story), SEED);
  let right = 0;
  let inTopThree = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const heldOut = new Set(folds.filter((_, index) => index % FOLDS === fold));
    const model = openClassifier(train(kind, stories.version, classes, examples.filter((example) => !heldOut.has(example))));
    for (const example of heldOut) {
      const ranked = [...classProbabilities(model, example.features).entries()].sort((a, b) => b[1] - a[1]).map(([label]) => label);
      if (ranked[0] === example.label) right++;
      if (ranked.slice(0, 3).includes(example.label)) inTopThree++;
    }
  }
  const losses: string[] = [];
  const file = train(kind, stories.version, classes, examples, (epoch, loss) => losses.push(`${epoch}: ${loss.toFixed(3)}`));
  const model = openClassifier(file);
  const inSample = examples.filter((example) => example.story && argmax(classProbabilities(model, example.features)) === example.label).length;
  const storyCount = folds.length;
  const figures = `5-fold cross-validated on its stories: accuracy ${(right / storyCount).toFixed(3)}, in the top three ${(inTopThree / storyCount).toFixed(3)}; in-sample accuracy ${(inSample / storyCount).toFixed(3)}`;
  console.log(`${kind} ${stories.version}: ${classes.length} sections, ${examples.length} texts (${storyCount} stories), ${file.features.length} features; training loss by pass ${losses.join(', ')}; ${figures}.`);
  file.$comment =
    `Section classifier for the ${kind.toUpperCase()} of ${stories.version} (docs-db/search/section-classifier.ts): multinomial logistic regression over words and word pairs, ` +
    `trained by bench/train-section-classifiers.ts on this project's stories and predicted questions of each section (${examples.length} texts, never an evaluation set); ` +
    `${figures}. Retrain with \`tsx bench/train-section-classifiers.ts\` after changing the stories, questions or features.`;
  if (!values.check) {
    const target = projectPath(sectionClassifierFile(kind));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(file, null, 1)}\n`);
  }
}

/** Fits the model on `examples` (see the constants above). */
function train(kind: DocKind, version: string, classes: SectionClassifierFile['classes'], examples: Example[], reportLoss?: (epoch: number, loss: number) => void): SectionClassifierFile {
  const counts = new Map<string, number>();
  for (const example of examples) for (const feature of example.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const features = [...counts].filter(([, count]) => count >= MIN_TEXTS).map(([feature]) => feature).sort();
  const featureIndex = new Map(features.map((feature, index) => [feature, index]));
  const rows = examples.map((example) => Int32Array.from(example.features.flatMap((feature) => featureIndex.get(feature) ?? [])));
  const classCount = classes.length;
  const weights = new Float64Array(features.length * classCount);
  const bias = new Float64Array(classCount);
  const gradient = new Float64Array(weights.length);
  const biasGradient = new Float64Array(classCount);
  const probabilities = new Float64Array(classCount);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    gradient.fill(0);
    biasGradient.fill(0);
    let loss = 0;
    rows.forEach((row, at) => {
      const scale = 1 / Math.sqrt(Math.max(1, row.length));
      softmaxScores(weights, bias, row, probabilities);
      loss -= Math.log(probabilities[examples[at]!.label]!) / rows.length;
      for (let label = 0; label < classCount; label++) {
        const error = probabilities[label]! - (label === examples[at]!.label ? 1 : 0);
        biasGradient[label] = biasGradient[label]! + error / rows.length;
        for (const feature of row) gradient[feature * classCount + label] = gradient[feature * classCount + label]! + (scale * error) / rows.length;
      }
    });
    for (let index = 0; index < weights.length; index++) weights[index] = weights[index]! - LEARNING_RATE * (gradient[index]! + L2_PENALTY * weights[index]!);
    for (let label = 0; label < classCount; label++) bias[label] = bias[label]! - LEARNING_RATE * biasGradient[label]!;
    if ((epoch + 1) % (EPOCHS / 3) === 0) reportLoss?.(epoch + 1, loss);
  }
  return {
    $comment: `Section classifier for the ${kind.toUpperCase()} of ${version}.`,
    document: kind as SectionClassifierFile['document'],
    version,
    features,
    classes,
    weights: Buffer.from(Float32Array.from(weights).buffer).toString('base64'),
    bias: Array.from(bias, (value) => Number(value.toFixed(6))),
  };
}

function argmax(values: Float64Array): number {
  let best = 0;
  values.forEach((value, index) => {
    if (value > values[best]!) best = index;
  });
  return best;
}

/** `items` in an order fixed by `seed` (Fisher–Yates with a 32-bit linear congruential generator). */
function seededShuffle<T>(items: T[], seed: number): T[] {
  const shuffled = [...items];
  let state = seed >>> 0;
  for (let index = shuffled.length - 1; index > 0; index--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const other = state % (index + 1);
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled;
}
