import {
  MSG,
  SIGNUP_FIELD_REJECTIONS,
  checkPhone,
  forgotUsernameSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  firstErrors,
  commentSchema,
  postCaptionSchema,
  broadcastSchema,
  PHONE_COUNTRIES,
  updateProfileSchema,
  followUserSchema,
} from '.';

const valid = {
  username: 'jane.doe+1',
  password: 'longenough',
  first_name: 'Jane',
  last_name: 'Doe-Smith',
  email: 'jane@example.com',
  phone_number: '',
};

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const r = schema.safeParse(value);
  if (r.success) return {};
  return firstErrors(r.error as never);
}

describe('signup rules', () => {
  it('accepts a complete, valid signup', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });
  it.each(SIGNUP_FIELD_REJECTIONS)('%s = %j -> %s', (field, value, message) => {
    expect(errorsOf(signupSchema, { ...valid, [field]: value })[field]).toBe(message);
  });
  it('allows names with digits, hyphens and spaces and letters of any script', () => {
    expect(errorsOf(signupSchema, { ...valid, first_name: 'Zoë Anne 2', last_name: 'Núñez-Ölz' })).toEqual({});
  });
  it('accepts mobile numbers in E.164', () => {
    expect(errorsOf(signupSchema, { ...valid, phone_number: '+447400123456' })).toEqual({});
  });
});

describe('phone numbers', () => {
  it('offers the 31 countries', () => {
    expect(PHONE_COUNTRIES).toHaveLength(31);
  });
  it('formats a national mobile number as E.164', () => {
    expect(checkPhone('07400 123456', 'GB')).toEqual({ ok: true, e164: '+447400123456' });
    expect(checkPhone('612 345 678', 'ES')).toEqual({ ok: true, e164: '+34612345678' });
  });
  it('counts US numbers (fixed line or mobile) as mobile', () => {
    expect(checkPhone('(201) 555-0123', 'US').ok).toBe(true);
  });
  it('refuses fixed lines and invalid numbers', () => {
    expect(checkPhone('030 12345678', 'DE')).toEqual({ ok: false, reason: 'fixedLine' });
    expect(checkPhone('12', 'FR')).toEqual({ ok: false, reason: 'invalid' });
  });
  it('refuses a country outside the list', () => {
    expect(checkPhone('+81 90-1234-5678')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('login, recovery', () => {
  it('login fields are required and have no spaces', () => {
    expect(errorsOf(loginSchema, { username: '', password: '' })).toEqual({
      username: MSG.required,
      password: MSG.required,
    });
    expect(errorsOf(loginSchema, { username: 'a b', password: 'c d' })).toEqual({
      username: MSG.noSpaces,
      password: MSG.noSpaces,
    });
  });
  it('reset code is at most 6 characters without spaces', () => {
    const base = { username: 'jane', password: 'longenough' };
    expect(errorsOf(resetPasswordSchema, { ...base, resetcode: '1234567' }).resetcode).toBe(MSG.resetCodeLength);
    expect(errorsOf(resetPasswordSchema, { ...base, resetcode: '12 4' }).resetcode).toBe(MSG.noSpaces);
    expect(errorsOf(resetPasswordSchema, { ...base, resetcode: '' }).resetcode).toBe(MSG.required);
    expect(errorsOf(resetPasswordSchema, { ...base, resetcode: 'A1B2C3' })).toEqual({});
  });
  it('forgot username needs a valid email', () => {
    expect(errorsOf(forgotUsernameSchema, { email: 'nope' }).email).toBe(MSG.emailFormat);
  });
});

describe('posts and comments', () => {
  it('limits mentions to 8', () => {
    expect(errorsOf(commentSchema, { text: 'hi', mentions: [1, 2, 3, 4, 5, 6, 7, 8, 9] }).mentions).toBe(
      MSG.maxMentions,
    );
    expect(errorsOf(commentSchema, { text: '', mentions: [] }).text).toBe(MSG.required);
  });
  it('limits captions to 400 characters', () => {
    expect(errorsOf(postCaptionSchema, { comment: 'x'.repeat(401) }).comment).toBe(MSG.captionLength);
    expect(errorsOf(postCaptionSchema, { comment: 'x'.repeat(400) })).toEqual({});
  });
  it('limits broadcasts to 1000 characters', () => {
    expect(errorsOf(broadcastSchema, { text_message: 'x'.repeat(1001) }).text_message).toBe(MSG.broadcastLength);
  });
});

describe('updateProfileSchema (spec part 2 §5 profile rules)', () => {
  it('takes profile_description up to 50 characters, and refuses the old bio', () => {
    expect(errorsOf(updateProfileSchema, { profile_description: 'x'.repeat(50) })).toEqual({});
    expect(errorsOf(updateProfileSchema, { profile_description: 'x'.repeat(51) })).toEqual({
      profile_description: MSG.bioLength,
    });
    expect(updateProfileSchema.safeParse({ bio: 'old' }).success).toBe(false);
  });

  it('takes twitter and instagram handles without spaces, empty or null', () => {
    expect(errorsOf(updateProfileSchema, { profile_twitter: 'jane_doe', profile_instagram: '' })).toEqual({});
    expect(errorsOf(updateProfileSchema, { profile_instagram: null })).toEqual({});
    expect(errorsOf(updateProfileSchema, { profile_twitter: 'jane doe' })).toEqual({ profile_twitter: MSG.noSpaces });
  });

  it('lets first and last name be empty, but not special characters', () => {
    expect(errorsOf(updateProfileSchema, { first_name: '', last_name: '' })).toEqual({});
    expect(errorsOf(updateProfileSchema, { first_name: 'Bad!' })).toEqual({ first_name: MSG.noSpecialCharacters });
  });
});

describe('followUserSchema', () => {
  it('takes the followee id', () => {
    expect(followUserSchema.safeParse({ upclubuser_followee: 3 }).success).toBe(true);
    expect(followUserSchema.safeParse({}).success).toBe(false);
    expect(followUserSchema.safeParse({ upclubuser_followee: 0 }).success).toBe(false);
  });
});
