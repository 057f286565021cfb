/** Inline CSS of the accounts pages: the product's dark, calm look, no external resources. */
export const PAGE_STYLE = `
:root { color-scheme: dark; --bg: #0f1115; --surface: #181b22; --raised: #20242d; --line: #2a2f3a;
  --text: #f2f4f8; --muted: #9aa3b2; --accent: #7c5cff; --danger: #ff5c5c; --success: #2ecc71; }
* { box-sizing: border-box; }
html, body { margin: 0; min-height: 100%; }
body { background: var(--bg); color: var(--text); display: grid; place-items: center; padding: 32px 16px;
  font: 16px/1.5 Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: 100%; max-width: 440px; background: var(--surface); border: 1px solid var(--line);
  border-radius: 12px; padding: 32px 28px; }
.brand { display: flex; align-items: center; gap: 8px; margin: 0 0 24px; color: var(--muted); font-size: 14px; }
.brand .dot { width: 12px; height: 12px; border-radius: 999px; background: var(--accent); }
.badge { margin-left: auto; border: 1px solid var(--line); border-radius: 999px; padding: 0 8px; font-size: 12px; }
h1 { font-size: 24px; line-height: 1.3; margin: 0 0 8px; }
p { margin: 0 0 16px; }
.muted { color: var(--muted); font-size: 14px; }
.app { color: var(--text); font-weight: 600; }
h2 { font-size: 14px; font-weight: 600; color: var(--muted); margin: 24px 0 8px; text-transform: uppercase; letter-spacing: .04em; }
ul { list-style: none; margin: 0; padding: 0; }
.scopes li { position: relative; padding: 6px 0 6px 24px; font-size: 14px; }
.scopes li::before { content: ""; position: absolute; left: 4px; top: 14px; width: 8px; height: 8px;
  border-radius: 999px; background: var(--success); }
fieldset { border: 0; margin: 24px 0 0; padding: 0; min-width: 0; }
legend { padding: 0; font-size: 14px; font-weight: 600; color: var(--muted); margin: 0 0 8px; text-transform: uppercase; letter-spacing: .04em; }
.accounts li { margin: 0 0 8px; }
.choice { display: flex; align-items: center; gap: 12px; padding: 12px; border: 1px solid var(--line);
  border-radius: 8px; background: var(--raised); cursor: pointer; }
.choice:hover { border-color: var(--muted); }
.choice:has(input:checked) { border-color: var(--accent); }
input[type=radio] { accent-color: var(--accent); width: 18px; height: 18px; margin: 0; flex: none; }
.avatar { width: 32px; height: 32px; border-radius: 999px; display: grid; place-items: center; flex: none;
  background: var(--line); font-weight: 600; font-size: 14px; }
.name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pill { border-radius: 999px; padding: 2px 10px; font-size: 12px; font-weight: 600; }
.pill.premium { background: var(--accent); color: #fff; }
.pill.free { border: 1px solid var(--line); color: var(--muted); }
.new-choice { display: grid; }
.new-choice > input[type=radio] { grid-area: 1 / 1; align-self: center; margin-left: 13px; position: relative; z-index: 1; }
.new-choice > label.choice { grid-area: 1 / 1; padding-left: 43px; }
.new-choice > .new-account { grid-area: 2 / 1; }
#account-new:checked + label.choice { border-color: var(--accent); }
.new-account { display: none; margin: 8px 0 0; padding: 12px; border: 1px solid var(--line); border-radius: 8px; }
#account-new:checked ~ .new-account, .new-account.open { display: block; }
.new-account label.field { display: block; font-size: 14px; margin: 0 0 12px; }
.new-account input[type=text] { display: block; width: 100%; margin-top: 4px; padding: 10px 12px; font: inherit;
  color: var(--text); background: var(--bg); border: 1px solid var(--line); border-radius: 8px; }
.plans { margin: 0; font-size: 14px; }
.plans legend { margin: 0 0 4px; text-transform: none; letter-spacing: 0; color: var(--text); font-weight: 400; }
.plan-options { display: flex; gap: 16px; }
.new-account p { margin: 8px 0 0; }
.plans label { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; }
.actions { display: grid; gap: 8px; margin-top: 24px; }
button { font: inherit; font-weight: 600; border-radius: 999px; padding: 12px 16px; cursor: pointer; border: 1px solid transparent; }
button.primary { background: var(--accent); color: #fff; }
button.primary:hover { filter: brightness(1.1); }
button.secondary { background: transparent; color: var(--text); border-color: var(--line); }
button.secondary:hover { border-color: var(--muted); }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.alert { border: 1px solid var(--danger); color: var(--text); background: rgba(255, 92, 92, .1);
  border-radius: 8px; padding: 10px 12px; font-size: 14px; margin: 16px 0 0; }
.fine { margin: 24px 0 0; font-size: 12px; color: var(--muted); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; overflow-wrap: anywhere; }
@media (prefers-reduced-motion: no-preference) { .choice, button { transition: border-color .15s, filter .15s; } }
`;
