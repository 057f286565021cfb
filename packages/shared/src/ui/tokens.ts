import { SIDEBAR_COLLAPSE_MAX_WIDTH } from '@upclub/shared/constants';

// Design tokens (DESIGN.md §7): dark, calm, album art first.
export const color = {
  background: '#0f1115',
  surface: '#181b22',
  raised: '#20242d',
  line: '#2a2f3a',
  text: '#f2f4f8',
  muted: '#9aa3b2',
  /** #7c5cff deepened a step: white text on it reaches AA (4.56:1; #7c5cff gave 4.35). */
  accent: '#7857ff',
  accentHover: '#6c48ff',
  /**
   * Text links and link-like buttons on the dark surfaces. The accent as text is 4.14:1 on the
   * background (3.41 on raised): this lighter violet keeps the hue and reaches AA on every surface
   * (6.66 background, 6.07 surface, 5.47 raised, 4.72 line).
   */
  link: '#9d88ff',
  /** Hovered link: lighter still (9.1:1 on the background). */
  linkHover: '#b9a8ff',
  onAccent: '#ffffff',
  like: '#ff4d6d',
  success: '#2ecc71',
  danger: '#ff5c5c',
  /**
   * The danger button's fill: white text on it is 4.64:1 (on `danger`, the red for text and
   * icons on the dark surfaces, only 3.03), and it stands 4.07:1 off the background.
   */
  dangerFill: '#d63a3a',
  focus: '#b9a8ff',
} as const;

export const radius = { card: 12, input: 8, pill: 999 } as const;

/** 4 px scale: space(1) = 4px. */
export const space = (n: number) => `${n * 4}px`;

export const fontSize = { xs: 12, sm: 14, md: 16, lg: 20, xl: 24, xxl: 32 } as const;

export const font = {
  family: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

export const breakpoint = { md: SIDEBAR_COLLAPSE_MAX_WIDTH } as const;

export const theme = { color, radius, fontSize, font, breakpoint } as const;
export type Theme = typeof theme;
