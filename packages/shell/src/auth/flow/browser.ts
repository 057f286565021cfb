/**
 * Leaving the app for another site (the provider's consent page). A module object, so tests
 * replace `assign` (jsdom's window.location.assign cannot be mocked).
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
