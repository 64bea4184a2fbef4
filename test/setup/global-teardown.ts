import { rmSync } from 'node:fs';

/** Stops the cluster started by global-setup.ts and removes its directory. */
export default async function globalTeardown(): Promise<void> {
  const cluster = globalThis.__TEST_CLUSTER__;
  if (!cluster) return;
  globalThis.__TEST_CLUSTER__ = undefined;
  try {
    await cluster.stop();
  } finally {
    rmSync(cluster.root, { recursive: true, force: true });
  }
}
