'use strict';
/** Child processes the bench starts, and their guaranteed cleanup. */
const { spawn } = require('node:child_process');
const { existsSync, readFileSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { join } = require('node:path');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const children = new Set();
const tempDirs = new Set();

/** Spawns a child (node, unless `options.command`) whose output is kept (last 200 lines) to explain a failure. */
function start(name, args, { command = process.execPath, ...options } = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  child.name = name;
  child.output = [];
  const keep = (chunk) => {
    child.output.push(...chunk.toString().split('\n').filter(Boolean));
    if (child.output.length > 200) child.output.splice(0, child.output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL after `graceMs`; a postmaster left behind in `pgDir` is stopped by its pid. */
async function stop(child, { graceMs = 15000, pgDir } = {}) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const done = await Promise.race([child.exited, sleep(graceMs).then(() => null)]);
    if (!done) {
      console.error(`[bench] ${child.name} did not stop in ${graceMs} ms: SIGKILL`);
      child.kill('SIGKILL');
      await child.exited;
    }
  }
  const pidFile = pgDir && join(pgDir, 'postmaster.pid');
  if (pidFile && existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    try {
      process.kill(pid, 'SIGINT'); // fast shutdown
      for (let i = 0; i < 50; i++) {
        await sleep(100);
        process.kill(pid, 0);
      }
    } catch {
      /* gone */
    }
  }
}

function trackTempDir(dir) {
  tempDirs.add(dir);
  return dir;
}

/** Leaves `dir` on disk at cleanup (a seeded database kept for EXPLAIN). */
function keepTempDir(dir) {
  tempDirs.delete(dir);
}

async function cleanup() {
  await Promise.all([...children].map((child) => stop(child, { pgDir: child.pgDir })));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** Polls `check` until it returns true, the child exits, or `timeoutMs` passes. */
async function waitUntil(child, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  const why = child.exitCode !== null || child.signalCode !== null ? 'exited' : `not up after ${timeoutMs} ms`;
  throw new Error(`${child.name} ${why}; last output:\n  ${child.output.slice(-40).join('\n  ')}`);
}

module.exports = { freePort, start, stop, cleanup, trackTempDir, keepTempDir, waitUntil, sleep };
