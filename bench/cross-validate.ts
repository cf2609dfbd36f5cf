/**
 * k-fold cross-validation of a choice among settings (field weights): the figures a setting tuned
 * on some questions earns on questions it was not tuned on. Weights chosen while looking at the
 * dev set score better on it than they would on unseen questions; the issue asks for the
 * cross-validated figures beside the in-sample ones.
 *
 * Input: for each setting, the answer rank (1–10, 0 for none) of every question. Question i is in
 * fold i mod k. Each fold's questions are ranked with the setting that scores best on the other
 * folds; the figures over all questions so ranked are the cross-validated ones.
 */

export interface CrossValidation {
  /** Each question's rank under the setting chosen without its fold. */
  ranks: number[];
  /** The setting chosen for each fold (an index into the settings). */
  chosen: number[];
}

/**
 * Cross-validates the choice of the setting maximising `objective` (of a list of ranks). Ties go
 * to the earlier setting, so a tie keeps the shipped setting when it is listed first.
 */
export function crossValidate(ranksBySetting: number[][], folds: number, objective: (ranks: number[]) => number): CrossValidation {
  const questions = ranksBySetting[0]?.length ?? 0;
  if (folds < 2 || folds > questions) throw new Error(`cannot make ${folds} folds of ${questions} questions`);
  const ranks = new Array<number>(questions).fill(0);
  const chosen: number[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const inFold = (question: number) => question % folds === fold;
    const best = bestSetting(ranksBySetting.map((settingRanks) => settingRanks.filter((_, question) => !inFold(question))), objective);
    chosen.push(best);
    ranksBySetting[best]!.forEach((rank, question) => {
      if (inFold(question)) ranks[question] = rank;
    });
  }
  return { ranks, chosen };
}

/** The index of the setting whose ranks score highest (the earliest on ties). */
export function bestSetting(ranksBySetting: number[][], objective: (ranks: number[]) => number): number {
  let best = 0;
  ranksBySetting.forEach((ranks, setting) => {
    if (objective(ranks) > objective(ranksBySetting[best]!)) best = setting;
  });
  return best;
}
