import { cleanup, render, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { SHIPPED } from '../react/messages/catalogues';
import { englishLeft, shownIn, texts } from '../react/messages/english-left';

// Every story, as Storybook composes it (the project's decorators, the story's loaders and args), rendered
// with the toolbar set to each language: each widget it shows speaks that language, with no English left.
// (In English, the storybook project runs every story with its play function and axe.)
const modules = import.meta.glob<Record<string, unknown>>('../../stories/**/*.stories.tsx', { eager: true });

/** A story as composeStories gives it: a component, with its loaders to run first and its args. */
type Composed = ComponentType & { load: () => Promise<void>; args: Record<string, unknown> };

// A story that passes `locale` itself (the Languages stories) shows its one language whatever the toolbar says.
const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module as never) as Record<string, Composed>)
    .filter(([, story]) => story.args.locale === undefined)
    .map(([name]) => ({ name: `${file.replace('../../stories/', '')} › ${name}`, module, exportName: name })),
);

const user = userEvent.setup();

afterEach(() => cleanup());

describe.each(SHIPPED)('every story in $language', ({ language, catalogue }) => {
  it('is there to render', () => expect(stories.length).toBeGreaterThan(100));

  it.each(stories.map(({ name, module, exportName }) => [name, module, exportName] as const))('%s', async (_name, module, exportName) => {
    const composed: Record<string, Composed> = composeStories(module as never, { ...preview, initialGlobals: { locale: language } });
    const Story = composed[exportName]!;
    await Story.load();
    const { container } = render(<Story />);
    // A dialog story shows the host's page (its own words) until its button opens the checkout.
    if (container.querySelector('dialog.nr-dialog')) await user.click(container.querySelector('button')!);
    await waitFor(() => expect(container.querySelector('[data-naira-ramp]:not([aria-busy])')).not.toBeNull());
    const hostTexts = texts(Story.args.messages);
    for (const root of container.querySelectorAll('[data-naira-ramp]')) {
      expect(root.getAttribute('lang')).toBe(language);
      expect(englishLeft(catalogue, shownIn(root), hostTexts)).toEqual([]);
    }
  });
});
