/** Whatever makes the page, or anything in the widget, wider than the widget. */
export function overflowing(): string[] {
  const root = document.querySelector<HTMLElement>('.naira-ramp')!;
  const edge = root.getBoundingClientRect().right;
  const out: string[] = [];
  if (document.documentElement.scrollWidth > window.innerWidth) out.push(`page ${document.documentElement.scrollWidth}px wide`);
  if (root.scrollWidth > root.clientWidth) out.push(`widget scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.closest('.nr-visually-hidden')) continue;
    const right = element.getBoundingClientRect().right;
    if (right > edge + 0.5) out.push(`${element.tagName.toLowerCase()}.${element.className || element.dataset.slot} +${Math.round(right - edge)}px`);
  }
  return out;
}
