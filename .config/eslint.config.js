import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { defineConfig, globalIgnores } from 'eslint/config'
import { layers } from './eslint-layers.js'

export default defineConfig([
  globalIgnores([
    'dist',
    'public/mockServiceWorker.js',
    'storybook-static',
    'coverage',
    'playwright-report',
    'test-results',
    'bench-results',
    'reports',
    '.stryker-tmp',
    '.stryker-tmp-api-check*',
  ]),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The layers of src/ (docs/architecture.md): a wrong arrow fails `npm run lint`.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.stories.{ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/allowed-imports': 'error' },
  },
  {
    files: ['test/**/*.{ts,tsx,mjs}', '.config/**', 'vite.config.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
])
