import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ProviderContext } from '../context';
import type { Account, Product } from '../store';
import { checkAuthorizeRequest, redirectWith, type ValidAuthorizeRequest } from './authorize-request';
import { PAGE_CSP } from './html';
import {
  DEFAULT_CONSENT_FORM,
  MAX_ACCOUNT_NAME_LENGTH,
  NEW_ACCOUNT,
  renderConsentPage,
  renderErrorPage,
  type ConsentForm,
} from './pages';

type Fields = Record<string, unknown>;

function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Security-Policy', PAGE_CSP)
    .header('X-Frame-Options', 'DENY')
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

const field = (fields: Fields, name: string): string =>
  typeof fields[name] === 'string' ? (fields[name] as string) : '';

/**
 * The form to show again with an error; `retryAfterSeconds` when the address made too many new
 * accounts lately (a 429 a client can wait out, not a mistake in the form).
 */
type Refused = ConsentForm & { retryAfterSeconds?: number };

/** The account the form picked, or the form to show again with an error. */
function chooseAccount(ctx: ProviderContext, fields: Fields, clientIp: string): Account | Refused {
  const selected = field(fields, 'account');
  const newName = field(fields, 'new_name').trim().replace(/\s+/g, ' ');
  const newProduct: Product = field(fields, 'new_product') === 'free' ? 'free' : 'premium';
  const form: ConsentForm = { selected, newName, newProduct };
  if (selected === NEW_ACCOUNT) {
    if (!newName) return { ...form, error: 'Enter a name for the account.' };
    if (newName.length > MAX_ACCOUNT_NAME_LENGTH) {
      return { ...form, error: `Use at most ${MAX_ACCOUNT_NAME_LENGTH} characters for the name.` };
    }
    const existing = ctx.store.findAccountByName(newName);
    if (existing) return existing;
    // Anyone may post this form: bound the accounts one client creates, and the file's size.
    if (ctx.store.accountCount >= ctx.options.maxAccounts) {
      return { ...form, error: 'No new accounts can be made here now. Choose an existing account.' };
    }
    const allowed = ctx.newAccounts.take(clientIp);
    if (!allowed.allowed) {
      const minutes = Math.ceil(allowed.retryAfterSeconds / 60);
      return {
        ...form,
        error: `Too many new accounts from your address. Try again in ${minutes} minutes.`,
        retryAfterSeconds: allowed.retryAfterSeconds,
      };
    }
    return ctx.store.signInOrCreate(newName, newProduct);
  }
  return (
    ctx.store.getAccount(selected) ?? { ...form, selected: DEFAULT_CONSENT_FORM.selected, error: 'Choose an account.' }
  );
}

/** GET shows the consent page, POST (its form) answers it: Agree or Cancel. */
export const authorizeRoutes: FastifyPluginAsync<{ ctx: ProviderContext }> = async (app, { ctx }) => {
  const check = (input: Fields, reply: FastifyReply): ValidAuthorizeRequest | undefined => {
    const result = checkAuthorizeRequest(input, ctx.clients);
    if (result.kind === 'fatal') {
      sendPage(reply, 400, renderErrorPage(result.message));
      return undefined;
    }
    if (result.kind === 'redirect-error') {
      const { redirectUri, error, description, state } = result;
      reply.redirect(redirectWith(redirectUri, { error, error_description: description, state }), 302);
      return undefined;
    }
    return result.request;
  };

  app.get<{ Querystring: Fields }>('/authorize', async (request, reply) => {
    const valid = check(request.query ?? {}, reply);
    if (!valid) return reply;
    return sendPage(reply, 200, renderConsentPage(valid, ctx.store.listAccounts(), DEFAULT_CONSENT_FORM));
  });

  app.post<{ Body: Fields }>('/authorize', async (request, reply) => {
    const fields = request.body && typeof request.body === 'object' ? request.body : {};
    const valid = check(fields, reply);
    if (!valid) return reply;
    const action = field(fields, 'action');
    if (action === 'cancel') {
      return reply.redirect(redirectWith(valid.redirectUri, { error: 'access_denied', state: valid.state }), 302);
    }
    if (action !== 'agree') {
      return sendPage(
        reply,
        400,
        renderConsentPage(valid, ctx.store.listAccounts(), {
          ...DEFAULT_CONSENT_FORM,
          error: 'Choose Agree or Cancel.',
        }),
      );
    }
    const chosen = chooseAccount(ctx, fields, request.ip);
    if (!('accountId' in chosen)) {
      const { retryAfterSeconds, ...form } = chosen;
      if (retryAfterSeconds === undefined) {
        return sendPage(reply, 400, renderConsentPage(valid, ctx.store.listAccounts(), form));
      }
      reply.header('Retry-After', String(retryAfterSeconds));
      return sendPage(reply, 429, renderConsentPage(valid, ctx.store.listAccounts(), form));
    }
    const code = ctx.codes.create({
      clientId: valid.client.clientId,
      redirectUri: valid.redirectUri,
      accountId: chosen.id,
      scope: valid.scopes.join(' '),
      codeChallenge: valid.codeChallenge,
    });
    return reply.redirect(redirectWith(valid.redirectUri, { code, state: valid.state }), 302);
  });
};
