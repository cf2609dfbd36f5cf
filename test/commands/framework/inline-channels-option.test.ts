import { describe, expect, it } from 'vitest';
import { MAX_INLINE_CHANNELS, parseInlineChannels } from '../../../commands/framework/inline-channels-option.js';

const A = '1300000000000000201';
const B = '1300000000000000202';

describe('parseInlineChannels', () => {
  it('reads all, except and only, with mentions as Discord sends them, glued, comma-separated or as bare ids', () => {
    expect(parseInlineChannels(' ALL ')).toBeNull();
    expect(parseInlineChannels(`except <#${A}><#${B}>`)).toEqual({ mode: 'except', channelIds: [A, B] });
    expect(parseInlineChannels(`Only <#${A}>, ${B}, <#${A}>`)).toEqual({ mode: 'only', channelIds: [A, B] });
  });

  it.each([
    ['', 'is empty'],
    [`all <#${A}>`, 'does not start with all, except or only'],
    [`<#${A}> <#${B}>`, 'lists channels without saying what to do with them'],
    ['only', 'names no channel'],
    [`except <#${A}> and <#${B}>`, '“and” is not a channel'],
    ['except <@1300000000000000300>', 'is not a channel'],
  ])('refuses %j, saying what it could not read', (text, why) => {
    expect(() => parseInlineChannels(text)).toThrow(why);
  });

  it(`refuses more than ${MAX_INLINE_CHANNELS} channels`, () => {
    const many = Array.from({ length: MAX_INLINE_CHANNELS + 1 }, (_, index) => `<#13000000000000${String(index).padStart(5, '0')}>`).join(' ');
    expect(() => parseInlineChannels(`except ${many}`)).toThrow(`names ${MAX_INLINE_CHANNELS + 1} channels; ${MAX_INLINE_CHANNELS} at most`);
  });
});
