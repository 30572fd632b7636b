// ESLint: typescript-eslint's recommended rules, React hooks rules for the web app, and the
// import rules of DESIGN.md (core imports neither web nor server; web and server never import
// each other; nothing under runtime/ imports tools/). Formatting is Prettier's job.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A no-restricted-imports rule forbidding relative imports that reach into the named folders. */
function forbidImports(...folders) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: folders.map((folder) => ({ regex: `^(\\.\\./)+(runtime/)?${folder}(/|$)`, message: `DESIGN.md: this layer may not import ${folder}/.` })) },
    ],
  };
}

export default tseslint.config(
  {
    ignores: ['dist/**', '.server-build/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'runtime/core/generated/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['runtime/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['runtime/core/**/*.ts'], rules: forbidImports('web', 'server', 'tools') },
  { files: ['runtime/web/**/*.{ts,tsx}'], rules: forbidImports('server', 'tools') },
  { files: ['runtime/server/**/*.ts'], rules: forbidImports('web', 'tools') },
);
