/** Every element inside the widget that reaches past its right edge: tag, slot or class, and by how many pixels. */
export function overflowing(): string[] {
  const root = document.querySelector<HTMLElement>('.naira-ramp')!;
  const edge = root.getBoundingClientRect().right;
  const out: string[] = [];
  if (root.scrollWidth > root.clientWidth) out.push(`widget scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.closest('.nr-visually-hidden')) continue;
    const right = element.getBoundingClientRect().right;
    if (right > edge + 0.5) out.push(`${element.tagName.toLowerCase()}.${element.className || element.dataset.slot} +${Math.round(right - edge)}px`);
  }
  return out;
}
