/**
 * What each command-line option means, for `arbiter <command> --help`. One entry per option name:
 * the same flag means the same thing on every command that takes it.
 */
export const OPTION_HELP: Record<string, string> = {
  json: 'print JSON for scripts instead of text',
  at: 'the release or version in effect on this date',
  all: 'also list the superseded files kept for each date',
  replace: 'import even when the new file would lose stored content',
  'skip-rulings-check': "do not re-check the servers' logged rulings afterwards",
  page: 'the page to look for the file on',
  url: "Scryfall's bulk-data listing to read",
  timeout: 'give up a download after this many seconds',
  effective: 'the effective date of dataset rows, which carry none',
  date: "the card data's date (default: from the file name, else the file's time)",
  limit: 'show at most this many results',
  doc: 'which document to search',
  stdin: 'read one query per line from standard input, write one JSON line each',
  from: 'the older release (default: the one before the newest)',
  to: 'the newer release (default: the newest)',
  guild: 'a Discord server id',
  port: 'the port to listen on (default: PORT, else 8080)',
  a: "team A's starting life",
  b: "team B's starting life",
  'poison-a': "team A's starting poison counters",
  'poison-b': "team B's starting poison counters",
  players: 'players per team (3 for Three-Headed Giant)',
  shields: 'the prevention shields, e.g. "me: prevent 3; me: protection from red"',
  situation: 'what happened at the table, told as to a colleague',
  rel: 'regular, competitive or professional (default: competitive)',
};
