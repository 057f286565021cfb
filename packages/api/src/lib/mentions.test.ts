import { markMentions } from './mentions';

const sam = { id: 3, username: 'sam' };
const samantha = { id: 7, username: 'samantha' };
const jules = { id: 9, username: 'Jules.M' };

describe('markMentions', () => {
  it('writes each mention as <@id> and lists it', () => {
    expect(markMentions('for @sam and @Jules.M!', [sam, jules])).toEqual({
      text: 'for <@3> and <@9>!',
      mentionIds: [3, 9],
    });
  });

  it('matches any case and every occurrence', () => {
    expect(markMentions('@SAM hey @sam', [sam]).text).toBe('<@3> hey <@3>');
  });

  it('does not take the start of a longer name', () => {
    expect(markMentions('@samantha, not @sam', [sam, samantha])).toEqual({
      text: '<@7>, not <@3>',
      mentionIds: [3, 7],
    });
    expect(markMentions('@samantha', [sam])).toEqual({ text: '@samantha', mentionIds: [] });
  });

  it('drops mentions whose name is not in the text', () => {
    expect(markMentions('no names here', [sam])).toEqual({ text: 'no names here', mentionIds: [] });
  });

  it('neutralises markup for users who are not mentioned', () => {
    expect(markMentions('hi <@42> and <@3>', [sam])).toEqual({ text: 'hi @42 and <@3>', mentionIds: [3] });
  });
});
