import { EDGE_ATTRIBUTE, placeStack } from './placement';
import { trackLastUsed } from './lastUsed';

const rect = (top: number, height: number, left = 1000, width = 380) =>
  ({ top, bottom: top + height, left, right: left + width, width, height, x: left, y: top }) as DOMRect;

/** A stack whose box follows its edge, as its styles place it in a 900 px high window. */
function stackOf(height = 50): HTMLElement {
  const stack = document.createElement('section');
  stack.getBoundingClientRect = () =>
    stack.getAttribute(EDGE_ATTRIBUTE) === 'bottom' ? rect(900 - 16 - height, height) : rect(80, height);
  document.body.append(stack);
  return stack;
}

/** A profile header's Follow and Message, in one row at `top`. */
function actionsRow(top: number) {
  const row = document.createElement('div');
  row.innerHTML = '<button type="button">Follow</button><a href="/messages">Message</a>';
  row.getBoundingClientRect = () => rect(top, 40, 1100, 240);
  document.body.append(row);
  return { row, follow: row.querySelector('button')!, message: row.querySelector('a')! };
}

let stop: () => void;
beforeEach(() => {
  document.body.innerHTML = '';
  stop = trackLastUsed();
});
afterEach(() => stop());

describe('placing notices and toasts off the user’s work', () => {
  it('keeps the preferred edge while nothing was used, or what was used is elsewhere', () => {
    const stack = stackOf();
    expect(placeStack(stack, 'top')).toBe('top');
    const { follow } = actionsRow(500);
    follow.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(placeStack(stack, 'top')).toBe('top');
    expect(stack.getAttribute(EDGE_ATTRIBUTE)).toBe('top');
  });

  it("moves to the other edge when it would cover the control just pressed or its row (Follow's Message)", () => {
    const stack = stackOf();
    const { follow } = actionsRow(110);
    // Pressed, then disabled while it sends: it has no focus, the press still counts.
    follow.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    follow.disabled = true;
    expect(placeStack(stack, 'top')).toBe('bottom');
    expect(stack.getAttribute(EDGE_ATTRIBUTE)).toBe('bottom');
  });

  it('moves off a focused comment box and its button, from the bottom to the top', () => {
    const stack = stackOf();
    const form = document.createElement('form');
    form.innerHTML = '<textarea aria-label="Add a comment"></textarea><button type="submit">Comment</button>';
    form.getBoundingClientRect = () => rect(780, 100, 900, 500);
    document.body.append(form);
    form.querySelector('textarea')!.focus();
    expect(placeStack(stack, 'bottom')).toBe('top');
  });

  it('stays where it covers less when both edges would cover the work', () => {
    const stack = stackOf(400);
    const { follow } = actionsRow(100);
    follow.getBoundingClientRect = () => rect(100, 40, 1100, 80);
    follow.parentElement!.getBoundingClientRect = () => rect(300, 584, 1100, 240);
    follow.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(placeStack(stack, 'top')).toBe('top');
  });
});
