import { describe, expect, it } from 'vitest';
import { eventContext, eventPriors } from '../../search/event-context.js';
import { SEARCH_DOCS } from '../../search/search-result.js';

describe('eventContext', () => {
  it('reads the REL a question names, else the server’s, else Competitive', () => {
    expect(eventContext('at comp REL i drew 8 for my opening hand', 'regular').rel).toBe('competitive');
    expect(eventContext('guy drew 8 at the prerelease').rel).toBe('regular');
    expect(eventContext('at fnm, do i have to point out his trigger').rel).toBe('regular');
    expect(eventContext('is this a game loss at the pro tour').rel).toBe('professional');
    expect(eventContext('opponent forgot his upkeep trigger', 'regular').rel).toBe('regular');
    expect(eventContext('opponent forgot his upkeep trigger').rel).toBe('competitive');
    // "regular" alone is no REL: a regular draw is a draw.
    expect(eventContext('does my regular draw count as the first card drawn', 'professional').rel).toBe('professional');
  });

  it('reads a question set at a tournament from its events, officials, penalties and procedures', () => {
    expect(eventContext('PPTQ round 3: player drew an extra card off Brainstorm, fix?')).toMatchObject({ atTournament: true, rel: 'competitive' });
    expect(eventContext('is a warning enough for this?').atTournament).toBe(true);
    expect(eventContext('can i look at my sideboard between games').atTournament).toBe(true);
    expect(eventContext('at fnm my opponent forgot his trigger').atTournament).toBe(true);
    // The game's own words set no tournament: a replacement "event", "marked" damage.
    expect(eventContext('is the damage marked on my creature a replacement event').atTournament).toBe(false);
    expect(eventContext('can a tapped creature block').atTournament).toBe(false);
  });

  it('reads an online event from its platform or software', () => {
    expect(eventContext('my client crashed mid game on arena').online).toBe(true);
    expect(eventContext('mtgo league, opp disconnected').online).toBe(true);
    expect(eventContext('my opponent shuffled my graveyard into my library').online).toBe(false);
  });
});

describe('eventPriors', () => {
  const priors = (query: string, serverRel?: 'regular') => Object.fromEntries(SEARCH_DOCS.map((doc, index) => [doc, eventPriors([...SEARCH_DOCS], eventContext(query, serverRel))[index]]));

  it('weighs the documents that govern the event at 1, the others less, none at 0', () => {
    expect(priors('opponent forgot his trigger')).toEqual({ cr: 1, mtr: 1, ipg: 1, jar: 0.25, dmtr: 0.25, dipg: 0.25 });
    expect(priors('opponent forgot his trigger', 'regular')).toEqual({ cr: 1, mtr: 1, ipg: 0.25, jar: 1, dmtr: 0.25, dipg: 0.25 });
    expect(priors('opponent forgot his trigger on arena')).toEqual({ cr: 1, mtr: 0.25, ipg: 0.25, jar: 0.25, dmtr: 1, dipg: 1 });
  });
});
