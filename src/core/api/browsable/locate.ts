import type { Resource } from '../../model/define-resource.js';
import { registeredApps } from '../app-module.js';
import { openApiDocument } from '../schema.controller.js';

/**
 * What a URL under /api/ names, for the browsable page's title, breadcrumbs and forms: found from the
 * registered resources and the OpenAPI document, so every resource is covered without code of its own.
 */

const ACRONYMS: Record<string, string> = {
  api: 'API',
  dcim: 'DCIM',
  ipam: 'IPAM',
  vpn: 'VPN',
  ip: 'IP',
  ips: 'IPs',
  vlan: 'VLAN',
  vlans: 'VLANs',
  vrf: 'VRF',
  vrfs: 'VRFs',
  asn: 'ASN',
  asns: 'ASNs',
  rir: 'RIR',
  rirs: 'RIRs',
  vm: 'VM',
  id: 'ID',
  url: 'URL',
  openapi: 'OpenAPI',
};

/** `available-ips` → `Available IPs`, `device types` → `Device types`. */
export function humanize(text: string): string {
  const words = text.split(/[-_\s]+/).filter(Boolean);
  return words.map((w, i) => ACRONYMS[w.toLowerCase()] ?? (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');
}

export interface Located {
  /** the path's segments after /api/ */
  segments: string[];
  resource: Resource | null;
  kind: 'root' | 'app' | 'list' | 'detail' | 'action' | 'other';
}

export function locate(path: string): Located {
  const segments = path.split('/').filter(Boolean).slice(1);
  if (!segments.length) return { segments, resource: null, kind: 'root' };
  const [app, mount, id, action, ...rest] = segments;
  const resources = registeredApps.get(app);
  if (!resources) return { segments, resource: null, kind: 'other' };
  if (segments.length === 1) return { segments, resource: null, kind: 'app' };
  const resource = resources.find((r) => (r.app === app ? r.path : r.aliases.find((a) => a.app === app)?.path) === mount) ?? null;
  // `<list>/import/`: a list action, declared on the resource
  const listAction = action === undefined && id !== undefined && Boolean(resource?.listActions.some((a) => a.name === id));
  if (!resource || rest.length || (id !== undefined && !/^\d+$/.test(id) && !listAction)) return { segments, resource: null, kind: 'other' };
  return { segments, resource, kind: action !== undefined || listAction ? 'action' : id !== undefined ? 'detail' : 'list' };
}

let summaries: { document: unknown; routes: [RegExp, string][] } | null = null;

/** The OpenAPI summary of `GET path`: the page's description. */
export function summaryOf(path: string): string | null {
  const document = openApiDocument.current;
  if (!document) return null;
  if (summaries?.document !== document) {
    const routes: [RegExp, string][] = [];
    for (const [template, item] of Object.entries(document.paths)) {
      const summary = item.get?.summary;
      if (!summary) continue;
      const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+}/g, '[^/]+');
      routes.push([new RegExp(`^${pattern}$`), summary]);
    }
    // literal paths before templated ones (`/api/status/` is not the app index `/api/{app}/`)
    routes.sort(([a], [b]) => Number(a.source.includes('[^/]+')) - Number(b.source.includes('[^/]+')));
    summaries = { document, routes };
  }
  return summaries.routes.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}
