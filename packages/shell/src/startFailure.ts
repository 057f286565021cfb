/**
 * What the page says when the app cannot start: its code did not load (index.ts) or starting
 * failed (start.tsx). Plain DOM, so it works without React or any shared module.
 */
export function showStartFailure(error: unknown): void {
  console.error('[shell] failed to start', error);
  const el = document.getElementById('uc-root');
  if (el) {
    el.innerHTML =
      '<div class="uc-fatal" role="alert"><h1>UpClub could not start.</h1><p>Please check your internet connection and reload the page.</p></div>';
  }
}
