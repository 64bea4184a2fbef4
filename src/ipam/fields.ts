import { ComputedChoiceField } from '../core/model/fields.js';
import { IPFamily } from './choices.js';

/** `family` of an IP model: {value: 4|6, label} derived from an address column (PostgreSQL family()). */
export function FamilyField(column: string): PropertyDecorator {
  return ComputedChoiceField(IPFamily, (t) => `family(${t}.${column})`, { label: 'Family' });
}
