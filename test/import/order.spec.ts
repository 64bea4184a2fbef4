import '../../src/app.module';
import { ResourceRegistry } from '../../src/core/model/define-resource';
import { importOrder, NOT_COPIED, referenceFields, referencedTypes } from '../../src/import/order';

/** The copy order derived from the declarations: what an object cannot be created without comes first. */

describe('import order', () => {
  const order = importOrder();
  const position = new Map(order.map((r, i) => [r.objectType, i]));

  it('holds every writable model once, and none of those not copied', () => {
    const expected = ResourceRegistry.all().filter((r) => !r.readOnly && !NOT_COPIED.has(r.objectType));
    expect(order.map((r) => r.objectType).sort()).toEqual(expected.map((r) => r.objectType).sort());
  });

  it('puts the target of every required foreign key before its holder', () => {
    const late: string[] = [];
    for (const r of order) {
      for (const f of referenceFields(r)) {
        if (f.kind !== 'foreignKey' || f.nullable) continue;
        for (const t of referencedTypes(r, f))
          if (position.has(t) && position.get(t)! > position.get(r.objectType)!) late.push(`${r.objectType}.${f.name} → ${t}`);
      }
    }
    expect(late).toEqual([]);
  });

  it('orders the cycles of devices, interfaces and addresses, and puts annotations after what they annotate', () => {
    const before = (a: string, b: string) => expect([a, position.get(a)! < position.get(b)!]).toEqual([a, true]);
    before('dcim.device', 'dcim.interface');
    before('dcim.interface', 'ipam.ipaddress');
    before('dcim.interface', 'dcim.cable');
    before('dcim.rearport', 'dcim.cable');
    before('dcim.device', 'extras.journalentry');
    before('dcim.site', 'extras.imageattachment');
    before('extras.tag', 'dcim.site');
    before('dcim.region', 'dcim.site');
  });
});
