import type { Preview } from '@storybook/react-vite';
import '../src/react/styles.css';
import { WidgetDocsPage } from '../stories/support/docs-page';
import { LOCALES, withLocale } from '../stories/support/locale';

/** Widths the widget is designed for: the smallest phone, a common phone, a desktop. */
const viewports = {
  phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone375: { name: 'Phone 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // The language every story speaks: the toolbar's globe picks it.
  globalTypes: {
    locale: { description: 'Language of the widgets', toolbar: { title: 'Language', icon: 'globe', items: [...LOCALES], dynamicTitle: true } },
  },
  initialGlobals: { locale: 'en-NG' },
  decorators: [withLocale],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    docs: { page: WidgetDocsPage },
    viewport: { options: viewports },
    a11y: {
      // Any axe violation fails the story when it runs as a test.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      },
    },
  },
};

export { preview as default };
