import { MESSAGE_TEXT_MAX_LENGTH, USER_PICKER_MAX } from '@upclub/shared/constants';
import {
  MESSAGE_ERRORS,
  MSG,
  addUsersToThreadSchema,
  characterCount,
  createMessageSchema,
  firstErrors,
  messageInputSchema,
  threadNameSchema,
} from '.';

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : firstErrors(r.error as never);
}

describe('message rules (spec part 2 §5)', () => {
  it('counts characters as people do: an emoji is one', () => {
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('🎸🎶')).toBe(2);
    expect(characterCount('שלום')).toBe(4);
  });

  it('refuses an empty message input and text over the limit, with the spec’s message', () => {
    expect(errorsOf(messageInputSchema, { text: '  \n ' })).toEqual({ non_field_errors: MESSAGE_ERRORS.empty });
    expect(errorsOf(messageInputSchema, { text: 'x'.repeat(MESSAGE_TEXT_MAX_LENGTH + 1) })).toEqual({
      text: 'Maximum of 1000 characters',
    });
    expect(messageInputSchema.parse({ text: ' hi 👋 ' })).toEqual({ text: 'hi 👋' });
    expect(errorsOf(messageInputSchema, { text: '🎸'.repeat(MESSAGE_TEXT_MAX_LENGTH) })).toEqual({});
  });

  it('createmessage: text or a song, a thread or users, fewer than 25 users', () => {
    expect(createMessageSchema.parse({ messagethread: 4, text: ' <b>hi</b> ' })).toEqual({
      messagethread: 4,
      text: '<b>hi</b>',
      song_post: null,
      upclubusers: [],
    });
    expect(createMessageSchema.parse({ upclubusers: [3, 3, 5], song_post: 9 })).toMatchObject({
      messagethread: null,
      text: '',
      upclubusers: [3, 5],
    });
    expect(errorsOf(createMessageSchema, { messagethread: 4, text: ' ' })).toEqual({
      non_field_errors: MESSAGE_ERRORS.empty,
    });
    expect(errorsOf(createMessageSchema, { text: 'hi' })).toEqual({ upclubusers: MESSAGE_ERRORS.noUsers });
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(errorsOf(createMessageSchema, { text: 'hi', upclubusers: ids(USER_PICKER_MAX) })).toEqual({
      upclubusers: MESSAGE_ERRORS.tooManyUsers,
    });
    expect(errorsOf(createMessageSchema, { text: 'hi', upclubusers: ids(USER_PICKER_MAX - 1) })).toEqual({});
    expect(errorsOf(addUsersToThreadSchema, { upclubusers: [] })).toEqual({ upclubusers: MESSAGE_ERRORS.noUsers });
  });

  it('needs a thread name of at most 150 characters', () => {
    expect(errorsOf(threadNameSchema, { messagethreadname: '  ' })).toEqual({ messagethreadname: MSG.required });
    expect(errorsOf(threadNameSchema, { messagethreadname: 'x'.repeat(151) })).toEqual({
      messagethreadname: MESSAGE_ERRORS.nameLength,
    });
    expect(threadNameSchema.parse({ messagethreadname: ' Jazz 🎷 ' })).toEqual({ messagethreadname: 'Jazz 🎷' });
  });
});
