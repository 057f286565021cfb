import { color } from '@upclub/shared/ui';

// A club's accent colours (spec part 2 §2 Club detail): taken from the palette of its picture,
// with the app's accent when it has none or the palette cannot be read.

/** The swatches a palette library gives (node-vibrant's names), each a hex colour when found. */
export type PaletteSwatchName = 'Vibrant' | 'DarkVibrant' | 'LightVibrant' | 'Muted' | 'DarkMuted' | 'LightMuted';
export type PaletteHexes = Partial<Record<PaletteSwatchName, string | null>>;

export interface ClubAccent {
  /** The play button, the Follow button, the current tab. */
  accent: string;
  /** Text and icons on `accent`, readable (AA) on it. */
  onAccent: string;
  /** The banner's wash behind the picture. */
  wash: string;
}

export const FALLBACK_ACCENT: ClubAccent = { accent: color.accent, onAccent: color.onAccent, wash: '#2a2150' };

const HEX = /^#[0-9a-f]{6}$/i;

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The app's text colour or its background colour, whichever reads better on `hex`. */
export const readableOn = (hex: string): string =>
  contrast(hex, color.onAccent) >= contrast(hex, color.background) ? color.onAccent : color.background;

/** AA for text (WCAG 1.4.3). */
export const TEXT_CONTRAST_MIN = 4.5;

const toHex = (values: number[]) =>
  `#${values
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, c)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `hex` moved `amount` (0..1) of the way towards `target`. */
const mix = (hex: string, target: string, amount: number) => {
  const [a, b] = [channels(hex), channels(target)];
  return toHex(a.map((c, i) => c + (b[i] - c) * amount));
};

/**
 * An accent with readable text on it: mid-tones where neither text colour reaches AA are moved,
 * a step at a time, away from the text colour that reads better.
 */
export function readableAccent(hex: string): { accent: string; onAccent: string } {
  const onAccent = readableOn(hex);
  const away = onAccent === color.onAccent ? '#000000' : '#ffffff';
  let accent = hex;
  for (let step = 0; step < 20 && contrast(accent, onAccent) < TEXT_CONTRAST_MIN; step += 1) {
    accent = mix(accent, away, 0.08);
  }
  return { accent, onAccent };
}

const first = (palette: PaletteHexes, names: PaletteSwatchName[]) =>
  names.map((name) => palette[name]).find((hex): hex is string => typeof hex === 'string' && HEX.test(hex));

/**
 * The accent from the picture's palette: its vibrant colour (else a light vibrant or muted one),
 * the wash from its dark swatches; the app's accent when the palette has none.
 */
export function accentOf(palette: PaletteHexes | null | undefined): ClubAccent {
  if (!palette) return FALLBACK_ACCENT;
  const accent = first(palette, ['Vibrant', 'LightVibrant', 'Muted', 'LightMuted']);
  if (!accent) return FALLBACK_ACCENT;
  const wash = first(palette, ['DarkVibrant', 'DarkMuted']) ?? FALLBACK_ACCENT.wash;
  return { ...readableAccent(accent), wash };
}
