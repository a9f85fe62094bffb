/**
 * What the live regions inside `root` say, as a screen reader hears them: the text of a region after each
 * change inside it (`role="status"`, `role="alert"`, `aria-live`), and of an alert as it is inserted, in
 * order. A region left empty says nothing; the no-break space the widget's region adds to say the same
 * words twice reads as a space.
 */
export function listenToLiveRegions(root: Node): { said: string[]; stop: () => void } {
  const said: string[] = [];
  const live = '[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])';
  const regionOf = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest(live) ?? undefined;
  const observer = new MutationObserver((records) => {
    const changed = new Set<Element>();
    for (const record of records) {
      const region = regionOf(record.target);
      if (region) changed.add(region);
      for (const added of record.addedNodes) {
        if (added instanceof Element) for (const alert of [added, ...added.querySelectorAll('[role="alert"]')]) if (alert.matches('[role="alert"]')) changed.add(alert);
      }
    }
    for (const region of changed) {
      const text = (region.textContent ?? '').replace(/\u00a0/g, ' ').trim();
      if (text) said.push(text);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return { said, stop: () => observer.disconnect() };
}
