/**
 * One example for each slash command, as typed in the console: `help <command>` shows it, and
 * test/cli/console/console-help.test.ts checks that every command has one and that it parses.
 * The README's "Commands at a glance" quotes the same examples.
 */
export const COMMAND_EXAMPLES: Record<string, string> = {
  rule: '/rule 702.19b',
  define: '/define APNAP',
  search: '/search can a tapped creature block',
  changes: '/changes',
  diff: '/diff rule:701.10d',
  history: '/history 702.19b',
  mtr: '/mtr 4.2',
  ipg: '/ipg GRV',
  jar: '/jar missed trigger',
  penalty: '/penalty infraction:GRV rel:competitive',
  card: '/card delver',
  rulings: '/rulings delver of secrets',
  '2hg': '/2hg events:damage each 4; pay A1 3; double B1',
  prevent: '/prevent shields:me: prevent 3; me: protection from red damage:Goblin[red creature] deals 2 to me, Ogre[green lifelink] deals 3 to me',
  replacement: '/replacement event: Bears would die; affected: Bears (controller A); effects: Rest in Peace (controller B)',
  layers: '/layers Humility @1: enchantment {2}{W}{W}, all creatures lose all abilities and have base power and toughness 1/1; Grizzly Bears @2: creature — Bear {1}{G} 2/2',
  explain: '/explain text:Does trample (CR 702.19b) still work once the blocker dies to deathtouch?',
  about: '/about',
  settings: '/settings rel:regular',
  ruling: '/ruling find words:trample',
};
