// Where the streaming provider's images are (DESIGN §2 "Track details"). The track cache must
// not depend on the address anything runs at: an image under the provider's base is stored
// relative to it and answered at the provider's current base. The emulator of the one-process
// server lives at <PUBLIC_URL>/provider, so its art moves whenever the port or address does; a
// real provider's images (on its CDN) are kept as they are.

/** The provider's base from its Web API URL: without the version segment (…/provider/v1 -> …/provider). */
export function providerBaseOf(apiUrl: string): string {
  return apiUrl.replace(/\/+$/, '').replace(/\/v\d+$/, '');
}

/** A URL with a scheme (`https:`, `data:`), or one that starts at a host or the root. */
const NOT_RELATIVE = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

/** An image URL as the cache stores it: relative to the provider's base when it lies under it. */
export function storedImageUrl(url: string, base: string | undefined): string {
  if (!base) return url;
  const prefix = `${base.replace(/\/+$/, '')}/`;
  return url.startsWith(prefix) ? url.slice(prefix.length) : url;
}

/** An image URL as answers give it: a stored relative one at the provider's current base. */
export function answeredImageUrl(url: string, base: string | undefined): string {
  if (!base || NOT_RELATIVE.test(url)) return url;
  return `${base.replace(/\/+$/, '')}/${url}`;
}
