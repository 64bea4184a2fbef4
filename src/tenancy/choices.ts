import { defineChoices } from '../core/model/choices.js';

/** Tenancy choice sets (NetBox's tenancy/choices.py). */

export const ContactPriority = defineChoices({
  primary: 'Primary',
  secondary: 'Secondary',
  tertiary: 'Tertiary',
  inactive: 'Inactive',
});
