import { defineChoices } from '../../core/model/choices.js';

export const DataSourceStatus = defineChoices({ new: 'New', queued: 'Queued', syncing: 'Syncing', completed: 'Completed', failed: 'Failed' });

/**
 * NetBox's data backends: a directory on the server, a git repository (cloned with the `git` program), and
 * Amazon S3, which is accepted and kept but cannot be synced here (no S3 client: its sync job fails, saying so).
 */
export const DataSourceType = defineChoices({ local: 'Local', git: 'Git', 'amazon-s3': 'Amazon S3' });
