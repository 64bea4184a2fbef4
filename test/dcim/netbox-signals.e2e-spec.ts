import { startApp, TestApp } from '../helpers/app';
import { make, post } from '../helpers/dcim';
import { countQueries } from '../helpers/query-count';

type Json = Record<string, any>;

/**
 * NetBox's dcim signal tests (dcim/tests/test_signals.py) that this service failed, ported through the API:
 * SyncCachedScopeFieldsSignalTestCase. The region, site group, site and location cached on prefixes, clusters
 * and wireless LANs (and circuit terminations, NetBox's denormalized fields) follow a site given another
 * region or group and a location given another site — with the locations below it. The caches are what the
 * scope filters (region_id, site_group_id, site_id, location_id) read.
 */
describe('dcim: NetBox signal test cases (cached scope fields)', () => {
  let app: TestApp;
  let clusterType: Json;
  let prefixes = 0;

  beforeAll(async () => {
    app = await startApp();
    clusterType = await post(app, '/api/virtualization/cluster-types/', { name: 'Sig CT', slug: 'sig-ct' });
  });

  afterAll(async () => {
    await app?.close();
  });

  const scoped = (type: string, scope: Json) => ({ scope_type: type, scope_id: scope.id });
  const prefix = (type: string, scope: Json) => post(app, '/api/ipam/prefixes/', { prefix: `10.77.${++prefixes}.0/24`, ...scoped(type, scope) });
  const cluster = (name: string, type: string, scope: Json) =>
    post(app, '/api/virtualization/clusters/', { name, type: clusterType.id, ...scoped(type, scope) });
  const wlan = (ssid: string, type: string, scope: Json) => post(app, '/api/wireless/wireless-lans/', { ssid, ...scoped(type, scope) });
  const patch = async (path: string, body: Json) => {
    const res = await app.inject('PATCH', path, { body });
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
  };
  /** ids of the list's objects matching the query, among `among` */
  const found = async (list: string, query: string, among: Json[]) => {
    const res = await app.inject('GET', `${list}?${query}&limit=0`);
    expect(res.status).toBe(200);
    const ids = new Set(res.body.results.map((o: Json) => o.id));
    return among.filter((o) => ids.has(o.id)).map((o) => o.id);
  };

  it('SyncCachedScopeFieldsSignalTestCase.test_site_group_change_updates_prefix_cached_scope / test_save_with_changed_site_group_resyncs / test_signal_updates_cluster_and_wirelesslan_cached_scope: a site given another group', async () => {
    const groupA = await make.siteGroup(app, 'Sig Group A');
    const groupB = await make.siteGroup(app, 'Sig Group B');
    const site = await make.site(app, 'Sig Site Group', { group: groupA.id });
    const p = await prefix('dcim.site', site);
    const c = await cluster('Sig Cluster Group', 'dcim.site', site);
    const w = await wlan('Sig WLAN Group', 'dcim.site', site);
    await patch(`/api/dcim/sites/${site.id}/`, { group: groupB.id });
    for (const [list, object] of [
      ['/api/ipam/prefixes/', p],
      ['/api/virtualization/clusters/', c],
      ['/api/wireless/wireless-lans/', w],
    ] as const) {
      expect(await found(list, `site_group_id=${groupB.id}`, [object])).toEqual([object.id]);
      expect(await found(list, `site_group_id=${groupA.id}`, [object])).toEqual([]);
      expect(await found(list, `site_id=${site.id}`, [object])).toEqual([object.id]);
    }
    // the group's counter follows (NetBox counts a group's prefixes by the cached column)
    expect((await app.inject('GET', `/api/dcim/site-groups/${groupA.id}/`)).body.prefix_count).toBe(0);
    expect((await app.inject('GET', `/api/dcim/site-groups/${groupB.id}/`)).body.prefix_count).toBe(1);
  });

  it('SyncCachedScopeFieldsSignalTestCase.test_save_with_changed_region_resyncs: a site given another region, then none', async () => {
    const regionA = await make.region(app, 'Sig Region A');
    const regionB = await make.region(app, 'Sig Region B');
    const site = await make.site(app, 'Sig Site Region', { region: regionA.id });
    const p = await prefix('dcim.site', site);
    const c = await cluster('Sig Cluster Region', 'dcim.site', site);
    await patch(`/api/dcim/sites/${site.id}/`, { region: regionB.id });
    expect(await found('/api/ipam/prefixes/', `region_id=${regionB.id}`, [p])).toEqual([p.id]);
    expect(await found('/api/ipam/prefixes/', `region_id=${regionA.id}`, [p])).toEqual([]);
    expect(await found('/api/virtualization/clusters/', `region_id=${regionB.id}`, [c])).toEqual([c.id]);
    await patch(`/api/dcim/sites/${site.id}/`, { region: null });
    expect(await found('/api/ipam/prefixes/', `region_id=${regionB.id}`, [p])).toEqual([]);
    expect(await found('/api/ipam/prefixes/', `site_id=${site.id}`, [p])).toEqual([p.id]);
  });

  it('SyncCachedScopeFieldsSignalTestCase.test_location_site_change_updates_prefix_cached_scope / test_location_save_with_changed_site_resyncs: a location given another site', async () => {
    const siteA = await make.site(app, 'Sig Loc Site A');
    const siteB = await make.site(app, 'Sig Loc Site B');
    const location = await make.location(app, 'Sig Loc', siteA.id);
    const p = await prefix('dcim.location', location);
    expect(await found('/api/ipam/prefixes/', `site_id=${siteA.id}`, [p])).toEqual([p.id]);
    await patch(`/api/dcim/locations/${location.id}/`, { site: siteB.id });
    expect(await found('/api/ipam/prefixes/', `site_id=${siteB.id}`, [p])).toEqual([p.id]);
    expect(await found('/api/ipam/prefixes/', `site_id=${siteA.id}`, [p])).toEqual([]);
    expect(await found('/api/ipam/prefixes/', `location_id=${location.id}`, [p])).toEqual([p.id]);
  });

  it('SyncCachedScopeFieldsSignalTestCase.test_location_site_change_updates_descendant_scoped_caches: objects scoped to a location below the moved one follow', async () => {
    const groupA = await make.siteGroup(app, 'Sig Desc Group A');
    const groupB = await make.siteGroup(app, 'Sig Desc Group B');
    const siteA = await make.site(app, 'Sig Desc Site A', { group: groupA.id });
    const siteB = await make.site(app, 'Sig Desc Site B', { group: groupB.id });
    const parent = await make.location(app, 'Sig Desc Parent', siteA.id);
    const child = await make.location(app, 'Sig Desc Child', siteA.id, { parent: parent.id });
    const p = await prefix('dcim.location', child);
    const c = await cluster('Sig Cluster Desc', 'dcim.location', child);
    await patch(`/api/dcim/locations/${parent.id}/`, { site: siteB.id });
    expect((await app.inject('GET', `/api/dcim/locations/${child.id}/`)).body.site.id).toBe(siteB.id);
    for (const [list, object] of [
      ['/api/ipam/prefixes/', p],
      ['/api/virtualization/clusters/', c],
    ] as const) {
      expect(await found(list, `site_id=${siteB.id}`, [object])).toEqual([object.id]);
      expect(await found(list, `site_group_id=${groupB.id}`, [object])).toEqual([object.id]);
      expect(await found(list, `location_id=${child.id}`, [object])).toEqual([object.id]);
      expect(await found(list, `site_id=${siteA.id}`, [object])).toEqual([]);
    }
  });

  it('SyncCachedScopeFieldsSignalTestCase.test_resync_groups_updates_by_distinct_scope: each object keeps its own scope (site or location)', async () => {
    const groupA = await make.siteGroup(app, 'Sig Distinct Group A');
    const groupB = await make.siteGroup(app, 'Sig Distinct Group B');
    const site = await make.site(app, 'Sig Distinct Site', { group: groupA.id });
    const location = await make.location(app, 'Sig Distinct Loc', site.id);
    const bySite = [await prefix('dcim.site', site), await prefix('dcim.site', site)];
    const byLocation = await prefix('dcim.location', location);
    const c = await cluster('Sig Cluster Distinct', 'dcim.site', site);
    await patch(`/api/dcim/sites/${site.id}/`, { group: groupB.id });
    const all = [...bySite, byLocation];
    expect(await found('/api/ipam/prefixes/', `site_group_id=${groupB.id}`, all)).toEqual(all.map((p) => p.id));
    expect(await found('/api/ipam/prefixes/', `site_id=${site.id}`, all)).toEqual(all.map((p) => p.id));
    expect(await found('/api/ipam/prefixes/', `location_id=${location.id}`, all)).toEqual([byLocation.id]);
    expect(await found('/api/virtualization/clusters/', `site_group_id=${groupB.id}`, [c])).toEqual([c.id]);
  });

  /** stale caches written directly (NetBox's tests poison them with a signal-less queryset update) */
  const poison = (table: string, id: number, set: string, params: unknown[]) =>
    app.server.db.query(`UPDATE ${table} SET ${set} WHERE id = $1`, [id, ...params]);

  it('SyncCachedScopeFieldsSignalTestCase.test_resync_recomputes_from_scope_not_from_saved_instance: a row whose cache names the saved site is recomputed from its own scope', async () => {
    const groupA = await make.siteGroup(app, 'Sig Re Group A');
    const groupB = await make.siteGroup(app, 'Sig Re Group B');
    const groupC = await make.siteGroup(app, 'Sig Re Group C');
    const siteA = await make.site(app, 'Sig Re Site A', { group: groupA.id });
    const siteB = await make.site(app, 'Sig Re Site B', { group: groupB.id });
    const location = await make.location(app, 'Sig Re Loc', siteB.id);
    const p = await prefix('dcim.location', location);
    await poison('ipam_prefix', p.id, '_site_id = $2, _site_group_id = $3', [siteA.id, groupA.id]);
    await patch(`/api/dcim/sites/${siteA.id}/`, { group: groupC.id });
    expect(await found('/api/ipam/prefixes/', `site_id=${siteB.id}`, [p])).toEqual([p.id]);
    expect(await found('/api/ipam/prefixes/', `site_group_id=${groupB.id}`, [p])).toEqual([p.id]);
    expect(await found('/api/ipam/prefixes/', `location_id=${location.id}`, [p])).toEqual([p.id]);
  });

  it('SyncCachedScopeFieldsSignalTestCase.test_location_site_change_repairs_descendant_row_with_poisoned_location_cache / test_location_site_change_ignores_foreign_row_with_poisoned_location_cache', async () => {
    const siteA = await make.site(app, 'Sig Poison Site A');
    const siteB = await make.site(app, 'Sig Poison Site B');
    const siteC = await make.site(app, 'Sig Poison Site C');
    const parent = await make.location(app, 'Sig Poison Parent', siteA.id);
    const child = await make.location(app, 'Sig Poison Child', siteA.id, { parent: parent.id });
    const other = await make.location(app, 'Sig Poison Other', siteA.id);
    const elsewhere = await make.location(app, 'Sig Poison Elsewhere', siteC.id);
    const mine = await prefix('dcim.location', child);
    const foreign = await prefix('dcim.location', elsewhere);
    await poison('ipam_prefix', mine.id, '_location_id = $2', [other.id]);
    await poison('ipam_prefix', foreign.id, '_location_id = $2', [child.id]);
    await patch(`/api/dcim/locations/${parent.id}/`, { site: siteB.id });
    // the row scoped below the moved location is found by its scope and repaired, _location too
    expect(await found('/api/ipam/prefixes/', `site_id=${siteB.id}`, [mine, foreign])).toEqual([mine.id]);
    expect(await found('/api/ipam/prefixes/', `location_id=${child.id}`, [mine])).toEqual([mine.id]);
    // the foreign row keeps its site (its poisoned _location is left: only a save of its own scope repairs it)
    expect(await found('/api/ipam/prefixes/', `site_id=${siteC.id}`, [foreign])).toEqual([foreign.id]);
  });

  it('circuit terminations (NetBox denormalized fields) follow a site given another group and a location given another site', async () => {
    const groupA = await make.siteGroup(app, 'Sig Ct Group A');
    const groupB = await make.siteGroup(app, 'Sig Ct Group B');
    const siteA = await make.site(app, 'Sig Ct Site A', { group: groupA.id });
    const siteB = await make.site(app, 'Sig Ct Site B');
    const location = await make.location(app, 'Sig Ct Loc', siteA.id);
    const provider = await post(app, '/api/circuits/providers/', { name: 'Sig Provider', slug: 'sig-provider' });
    const type = await post(app, '/api/circuits/circuit-types/', { name: 'Sig Circuit Type', slug: 'sig-circuit-type' });
    const circuit = await post(app, '/api/circuits/circuits/', { cid: 'Sig 1', provider: provider.id, type: type.id });
    const term = await post(app, '/api/circuits/circuit-terminations/', {
      circuit: circuit.id,
      term_side: 'A',
      termination_type: 'dcim.location',
      termination_id: location.id,
    });
    await patch(`/api/dcim/sites/${siteA.id}/`, { group: groupB.id });
    expect(await found('/api/circuits/circuit-terminations/', `site_group_id=${groupB.id}`, [term])).toEqual([term.id]);
    await patch(`/api/dcim/locations/${location.id}/`, { site: siteB.id });
    expect(await found('/api/circuits/circuit-terminations/', `site_id=${siteB.id}`, [term])).toEqual([term.id]);
    expect(await found('/api/circuits/circuit-terminations/', `site_group_id=${groupB.id}`, [term])).toEqual([]);
  });

  it('a site save that keeps its region and group does not look at the scope caches (7 statements, as a tenant PATCH)', async () => {
    const region = await post(app, '/api/dcim/regions/', { name: 'Sig R Quiet', slug: 'sig-r-quiet' });
    const other = await post(app, '/api/dcim/regions/', { name: 'Sig R Quiet 2', slug: 'sig-r-quiet-2' });
    const site = await post(app, '/api/dcim/sites/', { name: 'Sig Quiet', slug: 'sig-quiet', region: region.id });
    const url = `/api/dcim/sites/${site.id}/`;
    const quiet = await countQueries(() => app.inject('PATCH', url, { body: { description: 'once' } }));
    const again = await countQueries(() => app.inject('PATCH', url, { body: { description: 'twice' } }));
    const moved = await countQueries(() => app.inject('PATCH', url, { body: { region: other.id } }));
    expect([quiet.result.status, again.result.status, moved.result.status]).toEqual([200, 200, 200]);
    // as many as a tenant's PATCH (test/core/query-count.e2e-spec.ts): no look at the scope caches
    expect(quiet.queries).toBe(7);
    expect(again.queries).toBe(quiet.queries);
    expect(moved.queries).toBeGreaterThan(quiet.queries);
  });
});
