#!/usr/bin/env node
/**
 * Imports device types and module types from the community device-type library's YAML files into a
 * running service: `npm run import-device-types -- <library checkout | directory | file.yaml>… [--url U] [--token T]`.
 * Each file is sent to POST /api/dcim/device-types/import/ (files under a `module-types` directory to
 * …/module-types/import/), which creates the type with its component templates or updates it; one file is
 * one transaction. A checkout's root is read through its device-types/ and module-types/ directories only.
 * URL: --url or INVENTORY_URL (default http://127.0.0.1:8000); token: --token or INVENTORY_TOKEN
 * (`nbt_<key>.<token>`, or a whole `Bearer …` / `Token …` header value). Exits 1 when any file failed.
 */
'use strict';
const { readFileSync, readdirSync, statSync } = require('node:fs');
const { join, sep } = require('node:path');

function parseArgs(argv) {
  const options = { url: process.env.INVENTORY_URL || 'http://127.0.0.1:8000', token: process.env.INVENTORY_TOKEN || '', paths: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--url') options.url = argv[++i];
    else if (argv[i] === '--token') options.token = argv[++i];
    else options.paths.push(argv[i]);
  }
  return options;
}

function authorization(token) {
  if (!token) return null;
  if (/^(Bearer|Token) /.test(token)) return token;
  return token.startsWith('nbt_') ? `Bearer ${token}` : `Token ${token}`;
}

const isYaml = (name) => /\.ya?ml$/i.test(name);

/** YAML files under `path`; a library checkout (with device-types/ or module-types/) only through those. */
function collect(path, out = []) {
  if (!statSync(path).isDirectory()) {
    out.push(path);
    return out;
  }
  const entries = readdirSync(path).sort();
  const library = entries.filter((e) => e === 'device-types' || e === 'module-types');
  for (const entry of library.length ? library : entries) {
    if (entry.startsWith('.')) continue;
    const full = join(path, entry);
    if (statSync(full).isDirectory()) collect(full, out);
    else if (isYaml(entry)) out.push(full);
  }
  return out;
}

const isModuleType = (file) => file.split(sep).includes('module-types');

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!options.paths.length) {
    console.error('usage: npm run import-device-types -- <library checkout | directory | file.yaml>… [--url URL] [--token TOKEN]');
    process.exit(2);
  }
  const auth = authorization(options.token);
  const base = options.url.replace(/\/+$/, '');
  const files = options.paths.flatMap((p) => collect(p));
  const counts = { created: 0, updated: 0, failed: 0 };
  for (const file of files) {
    const endpoint = `${base}/api/dcim/${isModuleType(file) ? 'module-types' : 'device-types'}/import/`;
    const headers = { 'Content-Type': 'application/yaml', Accept: 'application/json' };
    if (auth) headers.Authorization = auth;
    let outcome;
    try {
      const res = await fetch(endpoint, { method: 'POST', headers, body: readFileSync(file, 'utf8') });
      const text = await res.text();
      if (res.status === 201 || res.status === 200) {
        const type = JSON.parse(text);
        outcome = res.status === 201 ? 'created' : 'updated';
        console.log(`${outcome.padEnd(8)} ${type.manufacturer?.name ?? ''} ${type.model} (id ${type.id})  ${file}`);
      } else {
        outcome = 'failed';
        console.error(`failed   ${file}: HTTP ${res.status} ${text}`);
      }
    } catch (error) {
      outcome = 'failed';
      console.error(`failed   ${file}: ${error.message}`);
    }
    counts[outcome]++;
  }
  console.log(`${files.length} files: ${counts.created} created, ${counts.updated} updated, ${counts.failed} failed`);
  process.exit(counts.failed ? 1 : 0);
}

main();
