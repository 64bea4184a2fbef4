import { defineChoices } from '../../core/model/choices.js';

/** Choice sets of cables (NetBox's dcim/choices.py: CableTypeChoices, LinkStatusChoices, CableProfileChoices…). */

export const CableType = defineChoices({
  cat3: 'CAT3',
  cat5: 'CAT5',
  cat5e: 'CAT5e',
  cat6: 'CAT6',
  cat6a: 'CAT6a',
  cat7: 'CAT7',
  cat7a: 'CAT7a',
  cat8: 'CAT8',
  'mrj21-trunk': 'MRJ21 Trunk',
  'dac-active': 'Direct Attach Copper (Active)',
  'dac-passive': 'Direct Attach Copper (Passive)',
  coaxial: 'Coaxial',
  'rg-6': 'RG-6',
  'rg-8': 'RG-8',
  'rg-11': 'RG-11',
  'rg-59': 'RG-59',
  'rg-62': 'RG-62',
  'rg-213': 'RG-213',
  'lmr-100': 'LMR-100',
  'lmr-200': 'LMR-200',
  'lmr-400': 'LMR-400',
  mmf: 'Multimode Fiber',
  'mmf-om1': 'Multimode Fiber (OM1)',
  'mmf-om2': 'Multimode Fiber (OM2)',
  'mmf-om3': 'Multimode Fiber (OM3)',
  'mmf-om4': 'Multimode Fiber (OM4)',
  'mmf-om5': 'Multimode Fiber (OM5)',
  smf: 'Single-mode Fiber',
  'smf-os1': 'Single-mode Fiber (OS1)',
  'smf-os2': 'Single-mode Fiber (OS2)',
  aoc: 'Active Optical Cabling (AOC)',
  power: 'Power',
  usb: 'USB',
});

export const LinkStatus = defineChoices({ connected: 'Connected', planned: 'Planned', decommissioning: 'Decommissioning' });

export const CableProfile = defineChoices({
  'single-1c1p': '1C1P',
  'single-1c2p': '1C2P',
  'single-1c4p': '1C4P',
  'single-1c6p': '1C6P',
  'single-1c8p': '1C8P',
  'single-1c12p': '1C12P',
  'single-1c16p': '1C16P',
  'trunk-2c1p': '2C1P trunk',
  'trunk-2c2p': '2C2P trunk',
  'trunk-2c4p': '2C4P trunk',
  'trunk-2c4p-shuffle': '2C4P trunk (shuffle)',
  'trunk-2c6p': '2C6P trunk',
  'trunk-2c8p': '2C8P trunk',
  'trunk-2c12p': '2C12P trunk',
  'trunk-4c1p': '4C1P trunk',
  'trunk-4c2p': '4C2P trunk',
  'trunk-4c4p': '4C4P trunk',
  'trunk-4c4p-shuffle': '4C4P trunk (shuffle)',
  'trunk-4c6p': '4C6P trunk',
  'trunk-4c8p': '4C8P trunk',
  'trunk-8c4p': '8C4P trunk',
  'breakout-1c2p-2c1p': '1C2P:2C1P breakout',
  'breakout-1c4p-4c1p': '1C4P:4C1P breakout',
  'breakout-1c6p-6c1p': '1C6P:6C1P breakout',
  'breakout-1c8p-8c1p': '1C8P:8C1P breakout',
  'breakout-2c4p-8c1p-shuffle': '2C4P:8C1P breakout (shuffle)',
});

export const CableLengthUnit = defineChoices({ km: 'Kilometers', m: 'Meters', cm: 'Centimeters', mi: 'Miles', ft: 'Feet', in: 'Inches' });

export const CableEnd = defineChoices({ A: 'A', B: 'B' });

/** What a cable may end on (NetBox's CABLE_TERMINATION_MODELS). */
export const CABLE_TERMINATION_TYPES = [
  'circuits.circuittermination',
  'dcim.consoleport',
  'dcim.consoleserverport',
  'dcim.frontport',
  'dcim.interface',
  'dcim.powerfeed',
  'dcim.poweroutlet',
  'dcim.powerport',
  'dcim.rearport',
];

/** Which termination models may face each other across a cable (NetBox's COMPATIBLE_TERMINATION_TYPES, by model name). */
export const COMPATIBLE_TERMINATION_TYPES: Record<string, string[]> = {
  circuittermination: ['interface', 'frontport', 'rearport', 'circuittermination'],
  consoleport: ['consoleserverport', 'frontport', 'rearport'],
  consoleserverport: ['consoleport', 'frontport', 'rearport'],
  interface: ['interface', 'circuittermination', 'frontport', 'rearport'],
  frontport: ['consoleport', 'consoleserverport', 'interface', 'frontport', 'rearport', 'circuittermination'],
  powerfeed: ['powerport'],
  poweroutlet: ['powerport'],
  powerport: ['poweroutlet', 'powerfeed'],
  rearport: ['consoleport', 'consoleserverport', 'interface', 'frontport', 'rearport', 'circuittermination'],
};

/** The object types a termination of `type` may face. */
export function peerTypesOf(type: string): string[] {
  const model = type.slice(type.indexOf('.') + 1);
  return (COMPATIBLE_TERMINATION_TYPES[model] ?? []).map((m) => (m === 'circuittermination' ? 'circuits.' : 'dcim.') + m);
}
