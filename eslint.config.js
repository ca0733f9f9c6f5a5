// Lint: TypeScript rules, React hooks and accessibility (jsx-a11y) for the portal's JSX.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/**', 'public/build/**', 'server-build/**', 'data/**', 'test-results/**', 'playwright-report/**', 'node_modules/**', 'scripts/bench/reference/build/**', 'scripts/bench/reference/public/build/**', 'tests/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // A business date read from the server's own clock would be wrong on the tests' fixed day and,
    // worse, only on some days: pages take "now" from app/utils/clock.server.ts.
    files: ['app/routes/**/*.{ts,tsx}', 'app/wizards/**/*.{ts,tsx}', 'app/payments/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Take the date from now() in ~/utils/clock.server (the mutual\'s clock, fixed in the tests).',
        },
      ],
    },
  },
  {
    // date-fns and its locale weigh ~12 KiB gzip in a page's JavaScript: dates are put into words on the server
    // (docs/decisions/dates-put-into-words-by-loaders.md). Only server-only modules may import it; Remix leaves
    // them out of the browser's build.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/**/*.server.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['date-fns', 'date-fns/*'],
              message: 'Dates are put into words by loaders: use ~/domain/dates.server (or a *.server.ts module) and send the page words.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route or component module that imports zod ships all of it (14 KiB gzip) to the browser: the import
    // itself is kept, even when only the action uses a schema. Schemas live in *.server.ts modules; a form with
    // no fields takes NoFieldsSchema from ~/forms/no-fields.server.
    files: ['app/routes/**/*.{ts,tsx}', 'app/components/**/*.{ts,tsx}', 'app/wizards/**/*.{ts,tsx}', 'app/forms/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: 'Schemas live in *.server.ts modules (a route that imports zod ships it to the browser).', allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react/prop-types': 'off',
      // Remix's <Link> renders an <a>: check it like one.
      'jsx-a11y/anchor-is-valid': ['error', { components: ['Link', 'NavLink'], specialLink: ['to'] }],
    },
  },
)
