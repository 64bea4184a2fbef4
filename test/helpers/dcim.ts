import type { TestApp } from './app';
import { slugOf } from './fixtures';

/** Builders for DCIM objects (and the few others they need), through the API. Each asserts success. */

type Json = Record<string, any>;

/** POST one object or a list; throws with the response when it is not a 201. */
export async function post<T = Json>(app: TestApp, path: string, body: unknown): Promise<T> {
  const res = await app.inject('POST', path, { body });
  if (res.status !== 201) throw new Error(`POST ${path} → ${res.status}: ${res.text}`);
  return res.body as T;
}

const named = (name: string, extra: Json) => ({ name, slug: slugOf(name), ...extra });

export const make = {
  tag: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/extras/tags/', named(name, extra)),
  tenantGroup: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/tenancy/tenant-groups/', named(name, extra)),
  tenant: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/tenancy/tenants/', named(name, extra)),
  region: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/dcim/regions/', named(name, extra)),
  siteGroup: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/dcim/site-groups/', named(name, extra)),
  site: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/dcim/sites/', named(name, extra)),
  location: (app: TestApp, name: string, site: number, extra: Json = {}) => post(app, '/api/dcim/locations/', named(name, { site, ...extra })),
  rackRole: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/dcim/rack-roles/', named(name, extra)),
  rack: (app: TestApp, name: string, site: number, extra: Json = {}) => post(app, '/api/dcim/racks/', { name, site, ...extra }),
  manufacturer: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/dcim/manufacturers/', named(name, extra)),
  deviceType: (app: TestApp, model: string, manufacturer: number, extra: Json = {}) =>
    post(app, '/api/dcim/device-types/', { model, slug: slugOf(model), manufacturer, ...extra }),
  deviceRole: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/dcim/device-roles/', named(name, extra)),
  platform: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/dcim/platforms/', named(name, extra)),
  device: (app: TestApp, body: Json) => post(app, '/api/dcim/devices/', body),
  interface: (app: TestApp, device: number, name: string, extra: Json = {}) =>
    post(app, '/api/dcim/interfaces/', { device, name, type: '1000base-t', ...extra }),
};

/** What a device needs: a site, a device type (with its manufacturer) and a role; names made unique by `prefix`. */
export async function deviceBasics(app: TestApp, prefix: string): Promise<{ site: Json; manufacturer: Json; deviceType: Json; role: Json }> {
  const site = await make.site(app, `${prefix} Site`);
  const manufacturer = await make.manufacturer(app, `${prefix} Maker`);
  const deviceType = await make.deviceType(app, `${prefix} Model`, manufacturer.id);
  const role = await make.deviceRole(app, `${prefix} Role`);
  return { site, manufacturer, deviceType, role };
}

/**
 * Objects placed one level below the top of their trees, so a filter naming the top node must find them
 * through it (the generic filter suite checks that tree filters include descendants).
 */
export const nested = {
  /** a node and its parent, of any tree made by `build(name, extra)` */
  async node(build: (name: string, extra: Json) => Promise<Json>, name: string, extra: Json = {}): Promise<{ top: Json; node: Json }> {
    const top = await build(`${name} Top`, extra);
    return { top, node: await build(name, { ...extra, parent: top.id }) };
  },
  /** a tenant in a tenant group below another group */
  async tenant(app: TestApp, name: string, extra: Json = {}): Promise<Json> {
    const { node: group } = await nested.node((n, e) => make.tenantGroup(app, n, e), `${name} Group`);
    return make.tenant(app, name, { group: group.id, ...extra });
  },
  /** a site in a region and a site group, each below another */
  async site(app: TestApp, name: string, extra: Json = {}): Promise<Json> {
    return (await nested.place(app, name, extra)).site;
  },
  /** such a site with every node around it, and a location below another at the site */
  async place(
    app: TestApp,
    name: string,
    extra: Json = {},
  ): Promise<Record<'site' | 'region' | 'regionTop' | 'group' | 'groupTop' | 'location' | 'locationTop', Json>> {
    const regions = await nested.node((n, e) => make.region(app, n, e), `${name} Region`);
    const groups = await nested.node((n, e) => make.siteGroup(app, n, e), `${name} Group`);
    const site = await make.site(app, name, { region: regions.node.id, group: groups.node.id, ...extra });
    const locations = await nested.node((n, e) => make.location(app, n, site.id, e), `${name} Location`);
    return {
      site,
      region: regions.node,
      regionTop: regions.top,
      group: groups.node,
      groupTop: groups.top,
      location: locations.node,
      locationTop: locations.top,
    };
  },
};
