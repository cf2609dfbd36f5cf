/** Contents entries print their page number after a row of dots: "1.1 Tournament Types ........ 5". */
const DOT_LEADER = /\s*\.{4,}\s*(\d+)$/;

/**
 * Turns dot leaders into a column gap, so a contents entry reads like any two-column row.
 * @example collapseDotLeaders('1.1 Tournament Types ........ 5') // '1.1 Tournament Types\t5'
 */
export function collapseDotLeaders(line: string): string {
  return line.replace(DOT_LEADER, '\t$1');
}
