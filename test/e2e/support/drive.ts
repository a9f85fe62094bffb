import type { Locator, Page } from 'playwright-core';

/** How a person operates the page: a pointer and a keyboard, or the keyboard alone. */
export type Mode = 'mouse' | 'keyboard';

/** The actions a flow needs, done by mouse or by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows). */
export type Driver = {
  mode: Mode;
  /** Types into a text field. */
  fill(field: Locator, text: string): Promise<void>;
  /** Selects a radio option. */
  choose(radio: Locator): Promise<void>;
  /** Presses a button. */
  press(button: Locator): Promise<void>;
};

/** Whether the element has focus, looking through open shadow roots (a custom element's own focus is its host's). */
export const isFocused = (locator: Locator) =>
  locator.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return element === active;
  });

/** The focused element, looking through open shadow roots: its tag, type and label. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement as HTMLElement;
    if (!element) return '(nothing)';
    const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[${element.getAttribute('type')}]` : ''} "${label.trim().slice(0, 40)}"`;
  });
}

/** Presses Tab (or Shift+Tab) until the target has focus; fails listing where focus went. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 60): Promise<void> {
  const visited: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
    visited.push(await describeFocus(page));
  }
  throw new Error(`${key} never reached the target after ${max} presses; focus went: ${visited.join(' → ')}`);
}

/** A radio group is one tab stop; arrow keys move between its options and select them. */
async function chooseByKeyboard(page: Page, radio: Locator): Promise<void> {
  const name = await radio.getAttribute('name');
  const inGroup = page.locator(`input[type="radio"][name="${name}"]:focus`);
  const visited: string[] = [];
  for (let presses = 0; presses <= 60 && (await inGroup.count()) === 0; presses += 1) {
    await page.keyboard.press('Tab');
    visited.push(await describeFocus(page));
  }
  if ((await inGroup.count()) === 0) throw new Error(`Tab never reached the "${name}" options; focus went: ${visited.join(' → ')}`);
  const options = await page.locator(`input[type="radio"][name="${name}"]`).count();
  for (let presses = 0; presses < options && !(await isFocused(radio)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  if (!(await isFocused(radio))) throw new Error(`Arrow keys never reached the option in "${name}"`);
  // The first option gets focus without being selected; Space selects it.
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
}

/** Drives the page by mouse (clicks, then typing) or by keyboard alone. */
export function driver(page: Page, mode: Mode): Driver {
  if (mode === 'mouse') {
    return {
      mode,
      async fill(field, text) {
        await field.click();
        await page.keyboard.type(text);
      },
      choose: (radio) => radio.click(),
      press: (button) => button.click(),
    };
  }
  return {
    mode,
    async fill(field, text) {
      await tabTo(page, field);
      await page.keyboard.type(text);
    },
    choose: (radio) => chooseByKeyboard(page, radio),
    async press(button) {
      await tabTo(page, button);
      // A button held for a moment (Confirm while the quote it stands on is being fetched) says so and does
      // nothing: a person waits for it, as a click does.
      await button.click({ trial: true });
      // Enter for form buttons, Space for the rest: both are how a keyboard presses a button.
      const type = await button.getAttribute('type');
      await page.keyboard.press(type === 'submit' ? 'Enter' : 'Space');
    },
  };
}
