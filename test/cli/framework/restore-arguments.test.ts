import { describe, expect, it } from 'vitest';
import { restoreArguments } from '../../../cli/framework/restore-arguments.js';

const USAGE = 'arbiter rules restore <YYYY-MM-DD> <sha256-prefix>';

describe('restoreArguments (rules restore, docs restore)', () => {
  it('reads the date and the sha256 prefix', () => {
    expect(restoreArguments(['2024-02-02', 'AB12cd'], 'arbiter rules list --all', USAGE)).toEqual({ effectiveDate: '2024-02-02', prefix: 'AB12cd' });
  });

  it.each([[[]], [['2024-02-02']], [['2024-02-30', 'ab12']], [['2024-02-02', 'ab1']], [['2024-02-02', 'xyz123']]])(
    'refuses %j, naming where the kept files are listed and the usage',
    (positionals) => {
      expect(() => restoreArguments(positionals, 'arbiter rules list --all', USAGE)).toThrow(
        `Name the date and the start of the sha256 (at least 4 characters) that \`arbiter rules list --all\` shows. Usage: ${USAGE}`,
      );
    },
  );
});
