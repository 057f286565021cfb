import { render } from '@testing-library/react';
import type { UserSearchResult } from '@upclub/shared/types';
import { AvatarStack } from './AvatarStack';

const person = (id: number): UserSearchResult => ({
  upclubuser: id,
  username: `user${id}`,
  first_name: `Ada${id}`,
  last_name: 'Lovelace',
  thumbnail_picture: null,
});

/** Each slot's box as its styles place it (jsdom applies the component's CSS, without layout). */
function boxes(container: HTMLElement) {
  const stack = container.querySelector('[role="img"]') as HTMLElement;
  return [...stack.children].map((slot) => {
    const style = getComputedStyle(slot);
    const inner = slot.firstElementChild as HTMLElement;
    const size = parseFloat(getComputedStyle(inner).width);
    return { left: parseFloat(style.left), top: parseFloat(style.top), size, text: inner.textContent ?? '' };
  });
}

describe('AvatarStack', () => {
  it.each([40, 48])('at %i px, four or more members: three avatars and the badge, none over another', (size) => {
    const { container } = render(<AvatarStack members={[1, 2, 3, 4, 5].map(person)} count={5} size={size} />);
    const placed = boxes(container);
    expect(placed.map((b) => b.text)).toEqual(['AL', 'AL', 'AL', '+2']);
    for (const [i, a] of placed.entries()) {
      // Inside the stack's square.
      expect(a.left + a.size).toBeLessThanOrEqual(size);
      expect(a.top + a.size).toBeLessThanOrEqual(size);
      // Big enough for two initials (the kit's 11 px minimum font).
      expect(a.size).toBeGreaterThanOrEqual(18);
      for (const b of placed.slice(i + 1)) {
        const apart =
          a.left + a.size <= b.left || b.left + b.size <= a.left || a.top + a.size <= b.top || b.top + b.size <= a.top;
        expect(apart).toBe(true);
      }
    }
  });

  it('fits the badge’s count in its circle, up to +999', () => {
    const members = [1, 2, 3].map(person);
    const { container } = render(<AvatarStack members={members} count={2000} size={48} />);
    const badge = container.querySelector('[role="img"]')?.lastElementChild?.firstElementChild as HTMLElement;
    expect(badge).toHaveTextContent('+999');
    const cell = parseFloat(getComputedStyle(badge).width);
    const font = parseFloat(getComputedStyle(badge).fontSize);
    // A bold digit is about 0.62 em wide: the text stays inside the circle's middle.
    expect('+999'.length * font * 0.62).toBeLessThanOrEqual(cell * 0.9);
    expect(container.querySelector('[role="img"]')).toHaveAccessibleName(/and 999 more$/);
  });
});
