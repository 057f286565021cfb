import { FALLBACK_ACCENT, accentOf, contrast, readableAccent } from './accent';

describe('club accent', () => {
  it('takes the vibrant colour, the dark one for the wash, and text readable on the accent', () => {
    expect(accentOf({ Vibrant: '#e8c547', DarkVibrant: '#5a3c0a', Muted: '#8a7f6a' })).toEqual({
      accent: '#e8c547',
      onAccent: '#0f1115',
      wash: '#5a3c0a',
    });
    expect(accentOf({ Vibrant: '#1e3a8a', DarkMuted: '#1c1c2a' })).toEqual({
      accent: '#1e3a8a',
      onAccent: '#ffffff',
      wash: '#1c1c2a',
    });
  });

  it('falls back on a light or muted swatch, then on the app accent', () => {
    expect(accentOf({ Vibrant: null, LightVibrant: '#a0d8ef' }).accent).toBe('#a0d8ef');
    expect(accentOf({ Muted: '#777777' }).wash).toBe(FALLBACK_ACCENT.wash);
    expect(accentOf({})).toBe(FALLBACK_ACCENT);
    expect(accentOf(null)).toBe(FALLBACK_ACCENT);
    expect(accentOf({ Vibrant: 'rgb(1,2,3)' })).toBe(FALLBACK_ACCENT);
  });

  it('keeps text on the accent at AA contrast for any colour', () => {
    for (const hex of [
      '#ffffff',
      '#000000',
      '#7c5cff',
      '#ff0000',
      '#00ff00',
      '#808080',
      '#2ecc71',
      '#ffcc00',
      '#3b82f6',
    ]) {
      const { accent, onAccent } = readableAccent(hex);
      expect(contrast(accent, onAccent)).toBeGreaterThanOrEqual(4.5);
    }
    // A colour readable as it is stays as it is.
    expect(readableAccent('#e8c547').accent).toBe('#e8c547');
  });
});
