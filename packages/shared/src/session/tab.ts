/**
 * This tab's own storage (session storage): what it keeps ends with the tab and is not seen by
 * the user's other tabs. Null where the browser blocks it.
 */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
