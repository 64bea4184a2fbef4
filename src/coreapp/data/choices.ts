import { defineChoices } from '../../core/model/choices.js';

export const DataSourceStatus = defineChoices({ new: 'New', queued: 'Queued', syncing: 'Syncing', completed: 'Completed', failed: 'Failed' });

/** Backends this service has: a directory on the server (NetBox's `local`); git and S3 are not served. */
export const DataSourceType = defineChoices({ local: 'Local' });
