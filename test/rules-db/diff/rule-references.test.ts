import { describe, expect, it } from 'vitest';
import { onlyReferencesRenumbered } from '../../../rules-db/diff/rule-references.js';

describe('onlyReferencesRenumbered', () => {
  const renumbered = new Map([
    ['701.15', '701.19'],
    ['724', '726'],
  ]);

  it('is true when each changed reference follows its target to the new number', () => {
    expect(onlyReferencesRenumbered('See rule 701.15, “Regenerate.”', 'See rule 701.19, “Regenerate.”', renumbered)).toBe(true);
    expect(onlyReferencesRenumbered('See rules 701.15 and 724.', 'See rules 701.19 and 724.', renumbered)).toBe(true);
  });

  it('is false when a reference now points at a rule that did not move there', () => {
    expect(onlyReferencesRenumbered('(see rule 723)', '(see rule 726)', renumbered)).toBe(false);
  });

  it('is false when words changed too, or nothing changed', () => {
    expect(onlyReferencesRenumbered('See rule 701.15.', 'See rules 701.19.', renumbered)).toBe(false);
    expect(onlyReferencesRenumbered('See rule 701.15.', 'See rule 701.15.', renumbered)).toBe(false);
  });
});
