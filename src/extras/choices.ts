import { defineChoices } from '../core/model/choices.js';

/** NetBox's ButtonColorChoices plus `ghost-dark` (Link). */
export const CustomLinkButtonClass = defineChoices({
  default: 'Default',
  blue: 'Blue',
  indigo: 'Indigo',
  purple: 'Purple',
  pink: 'Pink',
  red: 'Red',
  orange: 'Orange',
  yellow: 'Yellow',
  green: 'Green',
  teal: 'Teal',
  cyan: 'Cyan',
  gray: 'Gray',
  black: 'Black',
  white: 'White',
  'ghost-dark': 'Link',
});

export const JournalEntryKind = defineChoices({ info: 'Info', success: 'Success', warning: 'Warning', danger: 'Danger' });

/** The registered event types (NetBox's core app registers these). */
export const NotificationEventType = defineChoices({
  object_created: 'Object created',
  object_updated: 'Object updated',
  object_deleted: 'Object deleted',
  job_started: 'Job started',
  job_completed: 'Job completed',
  job_failed: 'Job failed',
  job_errored: 'Job errored',
});
