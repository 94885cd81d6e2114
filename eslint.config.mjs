import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next*/**',
      'data/**',
      'tmp/**',
      'public/**',
      'assets/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Comments cite docs/ in this repository, never documents or issue numbers kept elsewhere.
      'no-warning-comments': ['error', { terms: ['SPEC §', 'SPEC.md', 'DESIGN.md'], location: 'anywhere' }],
    },
  },
  {
    // content/ is data and copy that depends on lib/, and server/ wraps Next.js around lib/: never the reverse
    // (CONTRIBUTING.md "Layout").
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^@/content|(\\.\\./)+content)(/|$)', message: 'lib/ never imports content/.' },
            { regex: '(^@/server|(\\.\\./)+server)(/|$)', message: 'lib/ never imports server/.' },
          ],
        },
      ],
    },
  },
);
