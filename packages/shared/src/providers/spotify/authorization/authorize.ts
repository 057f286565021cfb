import { PROVIDER_SCOPES } from '@upclub/shared/constants';
import { providerConfig } from './config';

export interface AuthorizeRequest {
  state: string;
  /** The S256 code challenge of the verifier kept in local storage. */
  challenge: string;
  redirectUri: string;
}

/** The provider's consent page URL for the authorization-code flow with PKCE. */
export function buildAuthorizeUrl({ state, challenge, redirectUri }: AuthorizeRequest): string {
  const { accountsUrl, clientId } = providerConfig();
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    code_challenge_method: 'S256',
    code_challenge: challenge,
    state,
    scope: PROVIDER_SCOPES.join(' '),
  });
  return `${accountsUrl}/authorize?${query.toString()}`;
}
