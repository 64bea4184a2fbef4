import '../../src/app.module';
import { ResourceRegistry } from '../../src/core/model/define-resource';
import { buildBody, ObjectCustomFields, Resolver } from '../../src/import/body';

/** Custom field values that reference objects are written as the target's ids, like any other reference. */

describe('import body: object custom fields', () => {
  const device = ResourceRegistry.forObjectType('dcim.device');
  const objectFields: ObjectCustomFields = new Map([
    ['uplink', { type: 'dcim.site', multiple: false }],
    ['peers', { type: 'dcim.device', multiple: true }],
  ]);
  // ids not kept at the target: source site 5 is the target's 50, devices 7 and 8 are 70 and 80
  const ids: Record<string, Record<number, number>> = { 'dcim.site': { 5: 50 }, 'dcim.device': { 7: 70, 8: 80 } };
  const resolve: Resolver = (type, id) => ids[type]?.[id] ?? (type === 'dcim.device' && id === 9 ? 'later' : 'missing');
  const rendered = (id: number) => ({ id, url: `http://source/api/x/${id}/`, display: `#${id}` });

  it('maps single and multiple references through the id maps, other values as they are', () => {
    const built = buildBody(
      device,
      { name: 'a', custom_fields: { uplink: rendered(5), peers: [rendered(7), rendered(8)], note: 'x', empty: null } },
      resolve,
      objectFields,
    );
    expect(built.body.custom_fields).toEqual({ uplink: 50, peers: [70, 80], note: 'x', empty: null });
    expect(built.missing).toEqual([]);
  });

  it('defers the values while a referenced object is still to be copied', () => {
    const built = buildBody(device, { name: 'a', custom_fields: { peers: [rendered(7), rendered(9)] } }, resolve, objectFields);
    expect(built.body.custom_fields).toBeUndefined();
    expect(built.deferred.custom_fields).toEqual({ peers: [rendered(7), rendered(9)] });
  });

  it('names a reference that will never be copied and leaves it out', () => {
    const built = buildBody(device, { name: 'a', custom_fields: { uplink: rendered(6), peers: [rendered(7), rendered(99)] } }, resolve, objectFields);
    expect(built.body.custom_fields).toEqual({ uplink: null, peers: [70] });
    expect(built.missing).toEqual(['custom_fields.uplink: dcim.site 6', 'custom_fields.peers: dcim.device 99']);
  });
});
