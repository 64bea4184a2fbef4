#!/usr/bin/env node
/**
 * Makes a fresh clone runnable with one command: installs dependencies when node_modules is missing
 * (or older than package-lock.json) and rebuilds dist/ when any source is newer than the last build.
 * `--deps-only` stops after the install (the tests compile TypeScript themselves).
 */
const { execSync } = require('node:child_process');
const { existsSync, readdirSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });
const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

const installedMarker = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installedMarker) || mtime(join(root, 'package-lock.json')) > mtime(installedMarker)) {
  console.log('[ensure] installing dependencies…');
  // `install --no-save` rather than `ci`: it takes every version from package-lock.json but tolerates the
  // other platforms' optional binaries the lock file cannot list (the registry here does not serve them).
  run('npm install --no-audit --no-fund --no-save');
}
if (process.argv.includes('--deps-only')) process.exit(0);

const builtMarker = join(root, 'dist', '.built');
const sourceTime = Math.max(
  newest(join(root, 'src')),
  mtime(join(root, 'tsconfig.json')),
  mtime(join(root, 'tsconfig.build.json')),
  mtime(join(root, 'package.json')),
);
if (!existsSync(builtMarker) || sourceTime > mtime(builtMarker)) {
  console.log('[ensure] building…');
  run('npx nest build');
  writeFileSync(builtMarker, new Date().toISOString());
}
