import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

/** Docs pages are GitHub-flavoured Markdown: without remark-gfm, every `| … |` table prints as raw text. */
export const mdxOptions = { mdxCompileOptions: { remarkPlugins: [remarkGfm] } };

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: [{ name: '@storybook/addon-docs', options: { mdxPluginOptions: mdxOptions } }, '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
};

export { config as default };
