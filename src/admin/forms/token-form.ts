import { tokens } from '../../users/users.resources.js';
import { ModelForm } from './model-form.js';

/** A new token of one's own: the user is always the one logged in, the key and secret are generated. */
export const tokenForm = new ModelForm(tokens, [
  {
    legend: 'Token',
    fields: [
      { name: 'description', widget: 'text' },
      { name: 'expires', widget: 'datetime', help: 'Optional, in UTC; empty: it never expires.' },
      { name: 'write_enabled', widget: 'checkbox', help: 'Off: the token can only read.' },
      {
        name: 'allowed_ips',
        widget: 'list',
        label: 'Allowed IPs',
        help: 'Optional: addresses or networks the token may be used from, separated by commas.',
      },
    ],
  },
]);
