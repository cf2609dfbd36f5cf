/** Autocomplete answers in the shape Discord takes: at most 25 choices, names and values of at most 100 characters. */

export interface AutocompleteChoice {
  /** What the user sees. */
  name: string;
  /** What the command receives when the choice is picked. */
  value: string;
}

/** Discord's limits on autocomplete: choices per answer, characters per name or value. */
export const MAX_CHOICES = 25;
const MAX_LENGTH = 100;

/** A choice with its name cut to Discord's limit at a word boundary, marked with an ellipsis. */
export function choice(name: string, value: string): AutocompleteChoice {
  return { name: truncate(name), value: value.slice(0, MAX_LENGTH) };
}

function truncate(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_LENGTH) return flat;
  const cut = flat.slice(0, MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return (space > MAX_LENGTH / 2 ? cut.slice(0, space) : cut) + '…';
}
