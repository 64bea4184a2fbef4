import { defineChoices } from '../core/model/choices.js';

/** Virtualization choice sets (docs/models.md §5). */

export const ClusterStatus = defineChoices({
  planned: 'Planned',
  staging: 'Staging',
  active: 'Active',
  decommissioning: 'Decommissioning',
  offline: 'Offline',
});

export const VirtualMachineStatus = defineChoices({
  offline: 'Offline',
  active: 'Active',
  planned: 'Planned',
  staged: 'Staged',
  failed: 'Failed',
  decommissioning: 'Decommissioning',
  paused: 'Paused',
});

export const StartOnBoot = defineChoices({ on: 'On', off: 'Off', laststate: 'Last State' });
