import { defineChoices } from '../../core/model/choices.js';
import {
  CONSOLE_PORT_SPEEDS,
  CONSOLE_PORT_TYPE_GROUPS,
  INVENTORY_ITEM_STATUSES,
  POE_TYPE_GROUPS,
  PORT_TYPE_GROUPS,
  POWER_OUTLET_FEED_LEGS,
  POWER_OUTLET_STATUSES,
  POWER_OUTLET_TYPE_GROUPS,
  POWER_PORT_TYPE_GROUPS,
  VDC_STATUSES,
  WIRELESS_CHANNEL_GROUPS,
  WIRELESS_ROLES,
} from './component-types.js';
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

// Device components (NetBox's grouped sets are offered flattened, as OPTIONS lists them)
export const ConsolePortType = defineChoices(Object.values(CONSOLE_PORT_TYPE_GROUPS).flat());
export const ConsolePortSpeed = defineChoices<number>(CONSOLE_PORT_SPEEDS);
export const PowerPortType = defineChoices(Object.values(POWER_PORT_TYPE_GROUPS).flat());
export const PowerOutletType = defineChoices(Object.values(POWER_OUTLET_TYPE_GROUPS).flat());
export const PowerOutletFeedLeg = defineChoices(POWER_OUTLET_FEED_LEGS);
export const PowerOutletStatus = defineChoices(POWER_OUTLET_STATUSES);
export const PortType = defineChoices(Object.values(PORT_TYPE_GROUPS).flat());
export const InterfacePoEType = defineChoices(Object.values(POE_TYPE_GROUPS).flat());
export const InventoryItemStatus = defineChoices(INVENTORY_ITEM_STATUSES);
export const VirtualDeviceContextStatus = defineChoices(VDC_STATUSES);
export const WirelessRole = defineChoices(WIRELESS_ROLES);
export const WirelessChannel = defineChoices(Object.values(WIRELESS_CHANNEL_GROUPS).flat());

/** A channel's centre frequency and width in MHz, read from its value (`5g-36-5180-20`), as NetBox does. */
export function channelAttrs(channel: string): { frequency: number; width: number } {
  const [, , frequency, width] = channel.split('-');
  return { frequency: Number(frequency), width: Number(width) };
}

export const ModuleStatus = defineChoices({
  offline: 'Offline',
  active: 'Active',
  planned: 'Planned',
  staged: 'Staged',
  failed: 'Failed',
  decommissioning: 'Decommissioning',
});

export const ModuleAirflow = defineChoices({
  'front-to-rear': 'Front to rear',
  'rear-to-front': 'Rear to front',
  'left-to-right': 'Left to right',
  'right-to-left': 'Right to left',
  'side-to-rear': 'Side to rear',
  passive: 'Passive',
});
