import { defineChoices } from '../../core/model/choices.js';

export const JobStatus = defineChoices({
  pending: 'Pending',
  scheduled: 'Scheduled',
  running: 'Running',
  completed: 'Completed',
  errored: 'Errored',
  failed: 'Failed',
});

export const JobNotifications = defineChoices({ always: 'Always', on_failure: 'On failure', never: 'Never' });

export const JobInterval = defineChoices<number>([
  [1, 'Minutely'],
  [60, 'Hourly'],
  [720, '12 hours'],
  [1440, 'Daily'],
  [10080, 'Weekly'],
  [43200, '30 days'],
]);
