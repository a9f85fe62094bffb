import type { Locator } from 'playwright-core';

/**
 * What is wrong with a widget's layout as shown: anything wider than the page or sticking out of
 * the widget, and any word of its own text (or a button's label) split across lines. Inputs are
 * left out (a long value scrolls inside its field), as is text hidden for screen readers, and a long
 * identifier shown as given, which wraps where the line ends.
 */
export function layoutProblems(widget: Locator): Promise<string[]> {
  return widget.evaluate((root) => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
    const page = document.documentElement;
    if (page.scrollWidth > window.innerWidth) problems.push(`the page scrolls sideways (${page.scrollWidth} px in ${window.innerWidth} px)`);
    const box = root.getBoundingClientRect();
    for (const element of root.querySelectorAll('*')) {
      if (element.closest('.nr-visually-hidden')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) problems.push(`${name(element)} sticks out of the widget (${Math.round(rect.left)}–${Math.round(rect.right)} px)`);
      if (!(element instanceof HTMLInputElement) && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
        problems.push(`${name(element)} overflows its box`);
    }
    // A word is broken when its letters sit on more than one line.
    const lines = (range: Range) => new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A long identifier shown exactly as given (a reference, a transaction id) wraps where the line ends.
      if (!parent || parent.closest('.nr-visually-hidden') || parent.closest('[hidden]') || parent.closest('[data-slot="identifier"]')) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (lines(range) > 1) problems.push(`"${match[0]}" is broken across lines in ${name(parent)}`);
      }
    }
    // An inline action inside a notice ("Change amount or vendor") may wrap on the narrowest phones rather
    // than push the widget wider; every other button keeps its label on one line. The lines are its text's:
    // a range over the whole button also holds the boxes of the elements in it (a Copy button's two words,
    // laid over each other in one cell), whose tops are not those of the text inside them.
    const textLines = (element: Element) => {
      const tops = new Set<number>();
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    };
    for (const button of root.querySelectorAll<HTMLElement>('button:not(.nr-inline)')) {
      if (button.getClientRects().length && textLines(button) > 1) problems.push(`button "${button.innerText.trim()}" takes more than one line`);
    }
    return problems;
  });
}
