import { insertMention, mentionQueryAt, mentionsInText, toMentionPayload } from './mentions';

const alex = { upclubuser: 2, username: 'alex' };
const sam = { upclubuser: 3, username: 'sam.k' };

describe('mentionQueryAt', () => {
  it('finds a bare @ and the letters typed after it', () => {
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, end: 1, query: '' });
    expect(mentionQueryAt('hi @al', 6)).toEqual({ start: 3, end: 6, query: 'al' });
  });

  it('ignores an @ inside a word (an email) and a finished mention', () => {
    expect(mentionQueryAt('me@mail', 7)).toBeNull();
    expect(mentionQueryAt('hi @alex there', 14)).toBeNull();
    expect(mentionQueryAt('no mention', 10)).toBeNull();
  });

  it('follows the caret, not the end of the text', () => {
    expect(mentionQueryAt('@al and more', 3)).toEqual({ start: 0, end: 3, query: 'al' });
  });
});

describe('insertMention', () => {
  it('replaces the typed letters with the username and a space, caret after it', () => {
    const text = 'hi @al';
    const at = mentionQueryAt(text, 6)!;
    expect(insertMention(text, at, 'alex')).toEqual({ text: 'hi @alex ', caret: 9 });
  });

  it('keeps the text after the caret', () => {
    const text = 'hi @a great song';
    const at = mentionQueryAt(text, 5)!;
    expect(insertMention(text, at, 'alex').text).toBe('hi @alex great song');
  });
});

describe('mentions kept in step with the text', () => {
  it('drops a mention whose @username was edited away', () => {
    expect(mentionsInText('hi @alex and @sam.k', [alex, sam])).toEqual([alex, sam]);
    expect(mentionsInText('hi @ale and @sam.k', [alex, sam])).toEqual([sam]);
    expect(mentionsInText('hi @alexander', [alex])).toEqual([]);
  });

  it('sends the trimmed plain text and each mentioned id once', () => {
    expect(toMentionPayload('  @alex look @alex  ', [alex, alex, sam])).toEqual({
      text: '@alex look @alex',
      mentions: [2],
    });
  });
});
