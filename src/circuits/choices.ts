import { defineChoices } from '../core/model/choices.js';

/** Circuits choice sets (docs/models.md §3). */

export const CircuitStatus = defineChoices({
  planned: 'Planned',
  provisioning: 'Provisioning',
  active: 'Active',
  offline: 'Offline',
  deprovisioning: 'Deprovisioning',
  decommissioned: 'Decommissioned',
});

export const DistanceUnit = defineChoices({ km: 'Kilometers', m: 'Meters', mi: 'Miles', ft: 'Feet' });

/** Rendered as the bare letter, not {value, label}. */
export const TerminationSide = defineChoices({ A: 'A', Z: 'Z' });

export const CircuitPriority = defineChoices({
  primary: 'Primary',
  secondary: 'Secondary',
  tertiary: 'Tertiary',
  inactive: 'Inactive',
});

export const VirtualCircuitTerminationRole = defineChoices({ peer: 'Peer', hub: 'Hub', spoke: 'Spoke' });

/** What a circuit group assignment may name as its member. */
export const GROUP_MEMBER_TYPES = ['circuits.circuit', 'circuits.virtualcircuit'];

/** What a circuit termination may attach to. */
export const TERMINATION_TYPES = ['dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location', 'circuits.providernetwork'];
