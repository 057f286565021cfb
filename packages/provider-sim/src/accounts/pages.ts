import type { Account } from '../store';
import { AUTHORIZE_PARAM_NAMES, type ValidAuthorizeRequest } from './authorize-request';
import { clientDisplayName } from './clients';
import { html, raw, type Raw } from './html';
import { PAGE_STYLE } from './page-style';
import { SCOPE_DESCRIPTIONS } from './scopes';

/** The value of the "Another account" choice. */
export const NEW_ACCOUNT = 'new';
export const MAX_ACCOUNT_NAME_LENGTH = 40;

function document(title: string, body: Raw): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${raw(PAGE_STYLE)}</style>
</head>
<body>
<main>
<p class="brand"><span class="dot" aria-hidden="true"></span>Provider accounts<span class="badge">Local emulator</span></p>
${body}
</main>
</body>
</html>
`.value;
}

export function renderErrorPage(message: string): string {
  return document(
    'Error - Provider accounts',
    html`<h1>Something went wrong</h1>
<p role="alert" class="alert">${message}</p>
<p class="fine">The app that sent you here is not set up to use this account service. Go back to the app and try again, or tell its developers.</p>`,
  );
}

export interface ConsentForm {
  /** The checked account choice: an account id or NEW_ACCOUNT. */
  selected: string;
  newName: string;
  newProduct: 'premium' | 'free';
  error?: string;
}

export const DEFAULT_CONSENT_FORM: ConsentForm = { selected: 'premium-listener', newName: '', newProduct: 'premium' };

const initial = (name: string): string => (name.trim()[0] ?? '?').toUpperCase();
const planLabel = (product: Account['product']): string => (product === 'premium' ? 'Premium' : 'Free');

export function renderConsentPage(request: ValidAuthorizeRequest, accounts: Account[], form: ConsentForm): string {
  const app = clientDisplayName(request.client);
  const back = new URL(request.redirectUri).host || request.redirectUri;
  const hidden = AUTHORIZE_PARAM_NAMES.map((name) => {
    const value = request.params[name];
    return value === undefined ? '' : html`<input type="hidden" name="${name}" value="${value}">\n`;
  });
  const scopeItems = request.scopes.length
    ? request.scopes.map((s) => html`<li>${SCOPE_DESCRIPTIONS[s]}</li>`)
    : [html`<li>See your public profile (name and user id)</li>`];
  const accountItems = accounts.map(
    (a) => html`<li><label class="choice">
<input type="radio" name="account" value="${a.id}"${raw(form.selected === a.id ? ' checked' : '')}>
<span class="avatar" aria-hidden="true">${initial(a.displayName)}</span>
<span class="name">${a.displayName}</span>
<span class="pill ${a.product}">${planLabel(a.product)}</span>
</label></li>
`,
  );
  const isNew = form.selected === NEW_ACCOUNT;
  return document(
    `Allow ${app} - Provider accounts`,
    html`<h1>Allow <span class="app">${app}</span> to use your account?</h1>
<p class="muted">${app} is asking to:</p>
<ul class="scopes">${scopeItems}</ul>
<form method="post" action="authorize">
${hidden}<fieldset>
<legend>Continue as</legend>
<ul class="accounts">
${accountItems}<li class="new-choice">
<input type="radio" name="account" value="${NEW_ACCOUNT}" id="account-new"${raw(isNew ? ' checked' : '')}>
<label class="choice" for="account-new"><span class="avatar" aria-hidden="true">+</span><span class="name">Another account</span></label>
<div class="new-account${raw(isNew ? ' open' : '')}">
<label class="field">Account name
<input type="text" name="new_name" value="${form.newName}" maxlength="${MAX_ACCOUNT_NAME_LENGTH}" autocomplete="username" spellcheck="false">
</label>
<fieldset class="plans">
<legend>Plan for a new account</legend>
<div class="plan-options">
<label><input type="radio" name="new_product" value="premium"${raw(form.newProduct === 'premium' ? ' checked' : '')}>Premium</label>
<label><input type="radio" name="new_product" value="free"${raw(form.newProduct === 'free' ? ' checked' : '')}>Free</label>
</div>
</fieldset>
<p class="muted">Signs in to the account with this name, or creates it with the plan chosen.</p>
</div>
</li>
</ul>
</fieldset>
${form.error ? html`<p role="alert" class="alert">${form.error}</p>` : ''}
<div class="actions">
<button type="submit" class="primary" name="action" value="agree">Agree</button>
<button type="submit" class="secondary" name="action" value="cancel">Cancel</button>
</div>
</form>
<p class="fine">You will be sent back to <code>${back}</code>. This is the streaming provider's local emulator: no real account or payment is involved.</p>`,
  );
}
