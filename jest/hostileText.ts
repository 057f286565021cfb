// Hostile text (issue 13, fuzzing): what a user can type or send, with intent or by accident,
// into any text field. Both the API's fuzz test (packages/api/test/fuzz.test.ts) and the browser
// spec (packages/e2e/specs/hostile-text.spec.ts) use this one corpus, so the two prove the same
// inputs: the API answers 400 or stores each exactly, the browser shows each as inert text.
//
// Every payload that would run if rendered as markup sets `window.__pwned` (the browser spec
// traps that property) or opens a dialog. No entry starts or ends with whitespace: the API trims
// most fields by design, and an entry must read back exactly when it is accepted.

export interface HostileText {
  /** A short name for test titles. */
  name: string;
  /**
   * markup: script and link payloads; unicode: deceiving or odd characters; size: length;
   * unstorable: text no field can store as given, NUL (PostgreSQL's text refuses it) and lone
   * UTF-16 surrogates (not Unicode, UTF-8 cannot carry them), which the API must refuse with 400.
   */
  kind: 'markup' | 'unicode' | 'size' | 'unstorable';
  text: string;
}

/** The property each script payload sets; the browser spec fails if it ever exists. */
export const PWNED = '__pwned';

/** An unbroken word of `length` characters (no space or hyphen where a line could break). */
export const longWord = (length: number) => 'Supercalifragilistic'.repeat(Math.ceil(length / 20)).slice(0, length);

export const HOSTILE_TEXTS: readonly HostileText[] = [
  // Markup and script.
  { kind: 'markup', name: 'script tag', text: `<script>window.${PWNED}='script'</script>` },
  { kind: 'markup', name: 'img onerror', text: `<img src=x onerror="window.${PWNED}='img'">` },
  { kind: 'markup', name: 'svg onload', text: `<svg onload="window.${PWNED}='svg'"></svg>` },
  { kind: 'markup', name: 'attribute breakout', text: `"><img src=x onerror=window.${PWNED}='attr'>` },
  { kind: 'markup', name: 'single-quote breakout', text: `'><svg/onload=window.${PWNED}='sq'>` },
  {
    kind: 'markup',
    name: 'iframe srcdoc',
    text: `<iframe srcdoc="<script>parent.${PWNED}='iframe'</script>"></iframe>`,
  },
  { kind: 'markup', name: 'javascript url', text: `javascript:window.${PWNED}='url'` },
  { kind: 'markup', name: 'anchor to javascript', text: `<a href="javascript:alert('pwned')">click me</a>` },
  { kind: 'markup', name: 'markdown javascript link', text: `[click](javascript:alert('pwned'))` },
  {
    kind: 'markup',
    name: 'template expression',
    text: `{{constructor.constructor('window.${PWNED}=1')()}} \${window.${PWNED}}`,
  },
  { kind: 'markup', name: 'style block', text: '<style>body{display:none!important}</style>' },
  { kind: 'markup', name: 'html entities', text: '&lt;b&gt;bold&lt;/b&gt; &amp; &#60;i&#62;' },
  { kind: 'markup', name: 'sql and format strings', text: `'; DROP TABLE users; -- %s%n%x \\ \\\\ \\u0000` },
  // Unicode that deceives or hides.
  { kind: 'unicode', name: 'rtl override', text: 'invoice\u202Efdp.exe and \u202Dforced\u202C' },
  { kind: 'unicode', name: 'bidi isolates', text: 'a\u2066b\u2067c\u2068d\u2069e\u200Ff\u200Eg' },
  { kind: 'unicode', name: 'zero-width characters', text: 'zero\u200Bwidth\u200Cjoin\u200Dword\u2060joiner\uFEFFbom' },
  { kind: 'unicode', name: 'emoji and combining marks', text: '👩‍👩‍👧‍👦 🏳️‍🌈 Z̴̡̛̗a̷̢͎l̸̨̛g̵̣̈o̶̹͝ e\u0301 🇺🇦 𝕏' },
  {
    kind: 'unicode',
    name: 'non-characters and controls',
    text: 'ctl\u0001\u0007\u001b[31mred\u001b[0m \uFFFE\uFFFF end',
  },
  { kind: 'unicode', name: 'line breaks', text: 'one\r\ntwo\rthree\nfour\u2028five\u2029six' },
  // Size.
  { kind: 'size', name: '10k characters', text: 'A'.repeat(10_000) },
  { kind: 'size', name: 'long unbroken word', text: longWord(400) },
  // Not storable.
  { kind: 'unstorable', name: 'NUL byte', text: 'before\u0000after' },
  { kind: 'unstorable', name: 'lone high surrogate', text: 'x\uD800y' },
  { kind: 'unstorable', name: 'lone low surrogate', text: '\uDFFFz' },
];

/** Byte sequences that are not UTF-8: a client can send them raw inside a JSON body. */
export const INVALID_UTF8: ReadonlyArray<{ name: string; bytes: readonly number[] }> = [
  { name: 'stray 0xff byte', bytes: [0xff] },
  // A lone surrogate encoded as if it were a character (CESU-8).
  { name: 'encoded surrogate', bytes: [0xed, 0xa0, 0x80] },
  { name: 'truncated sequence', bytes: [0xe2, 0x82] },
  // '<' in two bytes: an overlong form that naive decoders turn into markup.
  { name: 'overlong encoding', bytes: [0xc0, 0xbc] },
];
