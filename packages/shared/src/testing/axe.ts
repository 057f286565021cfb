import axe from 'axe-core';

/**
 * The page's accessibility violations as axe-core finds them in jsdom (spec: zero on each page).
 * jsdom draws nothing, so colour contrast is checked in the browser, not here.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  // jsdom has no canvas (axe asks for one to look at icon fonts): say so quietly.
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const results = await axe
    .run(root, { rules: { 'color-contrast': { enabled: false } } })
    .finally(() => getContext.mockRestore());
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
