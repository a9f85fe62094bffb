import { Controls, Description, Primary, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';

/** The props' groups, in the order a host meets them; the story-only theme token controls come last. */
const GROUPS = ['Essentials', 'Events', 'Lifecycle', 'Appearance', 'Advanced'];

/**
 * A widget's docs page: what it is, its first state live, and its props grouped as a host meets them
 * (essentials, events, lifecycle, appearance, advanced). Every other state is a story of its own in
 * the sidebar rather than another live widget here, so the page stays a page.
 */
export function WidgetDocsPage() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const others = Object.values(csfFile.stories).length - 1;
  // One table per group, in the order a host meets them (Storybook orders groups by the props' source order).
  const groups = new Map<string, string[]>(GROUPS.map((group) => [group, []]));
  for (const [name, argType] of Object.entries(preparedMeta.argTypes)) {
    const group = argType.table?.category;
    if (typeof group === 'string' && !argType.table?.disable) groups.set(group, [...(groups.get(group) ?? []), name]);
  }
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
      <h2>Props</h2>
      {[...groups].filter(([, names]) => names.length > 0).map(([group, names]) => (
        <Controls key={group} include={names} sort="none" />
      ))}
      {others > 0 && (
        <p>
          {others} more states, each reached through the real signer over the mock, are stories of their own: see them in the
          sidebar.
        </p>
      )}
    </>
  );
}
