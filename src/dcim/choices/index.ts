import { defineChoices } from '../../core/model/choices.js';
import { INTERFACE_TYPE_GROUPS } from './interface-types.js';

/** DCIM choice sets (docs/models.md §1). */

const STATUS_BASE = { planned: 'Planned', staging: 'Staging', active: 'Active', decommissioning: 'Decommissioning', retired: 'Retired' };
export const SiteStatus = defineChoices(STATUS_BASE);
export const LocationStatus = defineChoices(STATUS_BASE);

export const RackStatus = defineChoices({
  reserved: 'Reserved',
  available: 'Available',
  planned: 'Planned',
  active: 'Active',
  deprecated: 'Deprecated',
});

export const RackFormFactor = defineChoices({
  '2-post-frame': '2-post frame',
  '4-post-frame': '4-post frame',
  '4-post-cabinet': '4-post cabinet',
  'wall-frame': 'Wall-mounted frame',
  'wall-frame-vertical': 'Wall-mounted frame (vertical)',
  'wall-cabinet': 'Wall-mounted cabinet',
  'wall-cabinet-vertical': 'Wall-mounted cabinet (vertical)',
});

export const RackWidth = defineChoices<number>([
  [10, '10 inches'],
  [19, '19 inches'],
  [21, '21 inches'],
  [23, '23 inches'],
]);

export const RackDimensionUnit = defineChoices({ mm: 'Millimeters', in: 'Inches' });
export const RackAirflow = defineChoices({ 'front-to-rear': 'Front to rear', 'rear-to-front': 'Rear to front' });
export const WeightUnit = defineChoices({ kg: 'Kilograms', g: 'Grams', lb: 'Pounds', oz: 'Ounces' });
export const SubdeviceRole = defineChoices({ parent: 'Parent', child: 'Child' });
export const DeviceFace = defineChoices({ front: 'Front', rear: 'Rear' });

export const DeviceStatus = defineChoices({
  offline: 'Offline',
  active: 'Active',
  planned: 'Planned',
  staged: 'Staged',
  failed: 'Failed',
  inventory: 'Inventory',
  decommissioning: 'Decommissioning',
});

export const DeviceAirflow = defineChoices({
  'front-to-rear': 'Front to rear',
  'rear-to-front': 'Rear to front',
  'left-to-right': 'Left to right',
  'right-to-left': 'Right to left',
  'side-to-rear': 'Side to rear',
  'rear-to-side': 'Rear to side',
  'bottom-to-top': 'Bottom to top',
  'top-to-bottom': 'Top to bottom',
  passive: 'Passive',
  mixed: 'Mixed',
});

export const InterfaceType = defineChoices(Object.values(INTERFACE_TYPE_GROUPS).flat());
export const VIRTUAL_INTERFACE_TYPES = INTERFACE_TYPE_GROUPS['Virtual interfaces'].map(([v]) => v);
export const WIRELESS_INTERFACE_TYPES = [...INTERFACE_TYPE_GROUPS['Wireless'], ...INTERFACE_TYPE_GROUPS['Cellular']].map(([v]) => v);

export const InterfaceDuplex = defineChoices({ half: 'Half', full: 'Full', auto: 'Auto' });
export const InterfaceMode = defineChoices({ access: 'Access', tagged: 'Tagged', 'tagged-all': 'Tagged (All)', 'q-in-q': 'Q-in-Q (802.1ad)' });
export const InterfacePoEMode = defineChoices({ pd: 'PD', pse: 'PSE' });
