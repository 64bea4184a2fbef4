import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { hostname } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { RelayService } from '../events/relay.service.js';
import { WebhookQueue } from '../webhooks/webhook-queue.service.js';
import { apiView } from '../core/api/views.js';

const SERVICE_VERSION = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

function installedApps(): Record<string, string> {
  const names = ['@nestjs/core', '@nestjs/platform-fastify', '@nestjs/swagger', 'fastify', 'pg', 'typeorm'];
  const out: Record<string, string> = {};
  for (const name of names) {
    try {
      // walk up from the entry point: not every package exports its package.json
      for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
        const file = join(dir, 'package.json');
        const pkg = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string }) : null;
        if (pkg?.name === name) {
          out[name] = pkg.version;
          break;
        }
      }
    } catch {
      // not installed where we can see it: leave it out
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

// NetBox's StatusView (its own permission class: no TokenPermissions)
apiView('/api/status/', { name: 'Status', description: "The service's operational status, read-only.", tokenPermissions: false });

/** `/api/status/`: NetBox's keys, filled with this service's own equivalents. */
@ApiTags('status')
@Controller('api/status')
export class StatusController {
  private readonly apps = installedApps();
  private readonly host = hostname();

  constructor(
    private readonly queue: WebhookQueue,
    private readonly relay: RelayService,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'status_retrieve', summary: 'Service status' })
  async status() {
    const [queue, pending] = await Promise.all([this.queue.stats().catch(() => null), this.relay.relay.pending().catch(() => null)]);
    return {
      'django-version': null,
      hostname: this.host,
      installed_apps: this.apps,
      'netbox-version': SERVICE_VERSION,
      'netbox-full-version': SERVICE_VERSION,
      'node-version': process.versions.node,
      plugins: {},
      'python-version': null,
      'rq-workers-running': queue?.workers ?? 0,
      // beyond NetBox: the webhook pipeline
      webhooks: {
        'queue-backend': this.queue.backend,
        'queue-depth': queue?.depth ?? null,
        workers: queue?.workers ?? 0,
        'outbox-pending': pending,
        'relay-error': this.relay.relay.lastError,
      },
    };
  }
}
