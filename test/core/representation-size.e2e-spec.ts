import { Entity } from 'typeorm';
import { defineResource, Resource, ResourceRegistry } from '../../src/core/model/define-resource';
import { CharField } from '../../src/core/model/fields';
import { PrimaryModel } from '../../src/core/model/model-bases';
import { planRepresentation } from '../../src/core/serialize/plan';
import { chooseFields } from '../../src/core/serialize/representation';
import { startApp, TestApp } from '../helpers/app';

/**
 * A representation statement must not grow with the number of models: relations that may point at any
 * model and custom-field object values render through derived SQL functions, not a branch per model
 * (src/core/serialize/derived-functions.ts). Registering one more model leaves every statement as it was.
 */

/** Size in characters of the SQL rendering a resource (the expression and its joins), built afresh. */
function sqlSize(resource: Resource, brief = false): number {
  const plan = planRepresentation(resource, chooseFields(resource, { brief }));
  return plan.json.length + plan.joins.join(' ').length;
}

const MEASURED = ['dcim.device', 'dcim.interface', 'ipam.ipaddress', 'core.objectchange', 'extras.imageattachment'];

describe('representation SQL size', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('does not change when a model is added', () => {
    const before = Object.fromEntries(
      MEASURED.map((t) => [t, [sqlSize(ResourceRegistry.forObjectType(t)), sqlSize(ResourceRegistry.forObjectType(t), true)]]),
    );
    console.log(`representation SQL, characters [complete, brief]: ${JSON.stringify(before)}`);

    @Entity('zztest_dummy')
    class Dummy extends PrimaryModel {
      @CharField({ maxLength: 50 }) name: string;
    }
    defineResource({ entity: Dummy, app: 'zztest', path: 'dummies', brief: ['id', 'url', 'display', 'name'] });
    expect(ResourceRegistry.byObjectType('zztest.dummy')).toBeDefined();

    const after = Object.fromEntries(
      MEASURED.map((t) => [t, [sqlSize(ResourceRegistry.forObjectType(t)), sqlSize(ResourceRegistry.forObjectType(t), true)]]),
    );
    expect(after).toEqual(before);
    const changes = planRepresentation(
      ResourceRegistry.forObjectType('core.objectchange'),
      chooseFields(ResourceRegistry.forObjectType('core.objectchange'), {}),
    );
    expect(changes.json).not.toContain('zztest');
    expect(changes.json).toContain('inv_brief(');
  });

  it('stays far below the size it had when every model was listed', () => {
    // device 40,017, interface 40,080 and change record 57,171 characters before the derived functions
    expect(sqlSize(ResourceRegistry.forObjectType('dcim.device'))).toBeLessThan(20_000);
    // an interface carries two large choice sets whose labels are inline (type and, since NetBox 4.6's
    // wireless fields, rf_channel: about 7,500 characters each) and some thirty relations, its cable, module,
    // link peers and path; the models an interface may face across a cable are inline in its link peers and
    // connected endpoints (about 6,000 characters, for a cabled list ~40% faster than a brief-function call
    // per row), others and profiled cables' peers go through functions; custom fields as NetBox renders them
    // (a lone object's empty multi-object list, datetime values) added ~200 characters (46,152)
    expect(sqlSize(ResourceRegistry.forObjectType('dcim.interface'))).toBeLessThan(47_000);
    expect(sqlSize(ResourceRegistry.forObjectType('core.objectchange'))).toBeLessThan(10_000);
  });
});
