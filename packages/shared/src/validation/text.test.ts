import { hasUnstorableText, unstorableField } from './text';

describe('unstorable text', () => {
  it('finds NUL and unpaired surrogates, not paired ones or other controls', () => {
    expect(['a\u0000b', 'x\uD800', '\uDFFFx', '\uDC00\uD800'].map(hasUnstorableText)).toEqual([true, true, true, true]);
    expect(['😀', '\uD83D\uDE00', 'ctl\u0001\u001b', '\uFFFF', '<script>'].map(hasUnstorableText)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('names the top-level field that holds it, however deep', () => {
    expect(unstorableField({ ok: 'fine', text: 'a\u0000' })).toBe('text');
    expect(unstorableField({ list: [{ deep: ['\uD800'] }] })).toBe('list');
    expect(unstorableField({ ['k\u0000']: 'v' })).toBe('');
    expect(unstorableField('\u0000')).toBe('');
    expect(unstorableField({ n: 1, s: 'ok', a: [null, true] })).toBeNull();
  });
});
