import { defineChoices } from '../../core/model/choices.js';

/** Choice sets of rack reservations and power (NetBox's dcim/choices.py). */

export const RackReservationStatus = defineChoices({ pending: 'Pending', active: 'Active', stale: 'Stale' });

export const PowerFeedStatus = defineChoices({ offline: 'Offline', active: 'Active', planned: 'Planned', failed: 'Failed' });
export const PowerFeedType = defineChoices({ primary: 'Primary', redundant: 'Redundant' });
export const PowerFeedSupply = defineChoices({ ac: 'AC', dc: 'DC' });
export const PowerFeedPhase = defineChoices({ 'single-phase': 'Single phase', 'three-phase': 'Three-phase' });
