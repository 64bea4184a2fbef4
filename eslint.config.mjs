// ESLint flat config, run by `npm run lint` (part of `npm test`). Formatting is Prettier's job (.prettierrc).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'data/', 'coverage/', 'node_modules/']),
  js.configs.recommended,
  {
    rules: {
      eqeqeq: ['error', 'always'],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ['**/*.ts'],
    // Type-aware: about as long as `tsc --noEmit` on this code base, and it finds promises nobody awaits.
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Request bodies, query strings, rows and custom-field values are JSON: `unknown`/`any` checked at run time,
      // so the no-unsafe-* family and String()-of-unknown checks would flag the validation code itself.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      // Decorator targets are typed `Function`, as in TypeScript's own ClassDecorator/PropertyDecorator.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      // Methods are async to fit a Promise-returning interface even when this implementation does not wait.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
