import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'demo/dist', 'storybook-static', 'coverage', 'node_modules', '!.storybook'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.tsx', 'test/**/*.tsx', 'demo/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // src/core runs in browsers, Node and edge runtimes alike: no Node built-ins, no React.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom', 'react/*', '../react/*', '../server/*', '../mock/*'] }],
    },
  },
  {
    // The signer and the mock know nothing of React.
    files: ['src/server/**/*.ts', 'src/mock/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react/*', '../react/*', '../../react/*'] }] },
  },
  {
    // The custom elements stand on the public React entry alone, so the widgets' inner layout can change under them.
    files: ['src/elements/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', '../react/*', '!../react/styles.css?inline', '../core', '../core/*', '../server', '../server/*', '../mock', '../mock/*'] }] },
  },
  {
    // The React layer knows nothing of servers.
    files: ['src/react/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', '../server/*', '../mock/*'] }] },
  },
);
