// The control the user used last (pressed or focused), kept so the notices and live toasts can
// stay off it and off its neighbours: a profile's Follow and Message, a comment's box and its
// Comment button. A pressed control may lose the focus at once (Follow is disabled while it
// sends), so the press counts as much as the focus.

let last: Element | null = null;
let listeners = 0;

const remember = (event: Event) => {
  if (event.target instanceof Element) last = event.target;
};

/** Starts following the user's presses and focus; returns the stop (the last stop ends it). */
export function trackLastUsed(doc: Document = document): () => void {
  if (listeners === 0) {
    doc.addEventListener('pointerdown', remember, true);
    doc.addEventListener('focusin', remember, true);
  }
  listeners += 1;
  return () => {
    listeners -= 1;
    if (listeners > 0) return;
    doc.removeEventListener('pointerdown', remember, true);
    doc.removeEventListener('focusin', remember, true);
    last = null;
  };
}

/**
 * Where the user is working: the last used control's form (a comment box and its button) or,
 * outside a form, its row of siblings (a profile's Follow and Message). Null when nothing was
 * used yet, or what was used is gone from the page or inside `except` (the notices themselves).
 */
export function workingArea(except: Element | null): DOMRect | null {
  const used = last;
  if (!used || !used.isConnected || except?.contains(used)) return null;
  const control = used.closest('button, a, input, textarea, select, [role="button"], [tabindex]') ?? used;
  const group = control.closest('form') ?? control.parentElement ?? control;
  const rect = group.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 ? rect : null;
}
