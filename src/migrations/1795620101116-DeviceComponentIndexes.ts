import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes TypeORM cannot declare (named XI_…): the default order of components (device, natural name)
 * and templates (device type, natural name), one device bay per installed device, and the inventory trees'
 * ancestor paths.
 */
const COMPONENTS = ['consoleport', 'consoleserverport', 'powerport', 'poweroutlet', 'frontport', 'rearport', 'modulebay', 'devicebay'];
const TEMPLATES = [
  'consoleporttemplate',
  'consoleserverporttemplate',
  'powerporttemplate',
  'poweroutlettemplate',
  'interfacetemplate',
  'frontporttemplate',
  'rearporttemplate',
  'modulebaytemplate',
  'devicebaytemplate',
];

const INDEXES: [string, string][] = [
  ...COMPONENTS.map((m): [string, string] => [`XI_dcim_${m}_order`, `CREATE INDEX "XI_dcim_${m}_order" ON "dcim_${m}" ("device_id", "_name")`]),
  ...TEMPLATES.map((m): [string, string] => [`XI_dcim_${m}_order`, `CREATE INDEX "XI_dcim_${m}_order" ON "dcim_${m}" ("device_type_id", "_name")`]),
  ['XI_dcim_devicebay_installed_device', `CREATE UNIQUE INDEX "XI_dcim_devicebay_installed_device" ON "dcim_devicebay" ("installed_device_id")`],
  ['XI_dcim_inventoryitem_path', `CREATE INDEX "XI_dcim_inventoryitem_path" ON "dcim_inventoryitem" USING gin ("_path")`],
  ['XI_dcim_inventoryitem_order', `CREATE INDEX "XI_dcim_inventoryitem_order" ON "dcim_inventoryitem" ("device_id", "_sort")`],
  ['XI_dcim_inventoryitemtemplate_path', `CREATE INDEX "XI_dcim_inventoryitemtemplate_path" ON "dcim_inventoryitemtemplate" USING gin ("_path")`],
];

export class DeviceComponentIndexes1795620101116 implements MigrationInterface {
  name = 'DeviceComponentIndexes1795620101116';

  public async up(q: QueryRunner): Promise<void> {
    for (const [, sql] of INDEXES) await q.query(sql);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) await q.query(`DROP INDEX "${name}"`);
  }
}
