import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CharField, ForeignKey } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Provider } from './provider.entity.js';

/** An account with a provider; its name is optional, and unique per provider only when given. */
@Entity('circuits_provideraccount')
@UniqueTogether({ fields: ['provider', 'account'], message: 'Provider account with this Provider and Account ID already exists.' })
@UniqueTogether({
  fields: ['provider', 'name'],
  whereNotBlank: ['name'],
  // Django's message for a conditional constraint names the constraint
  message: 'Constraint “circuits_provideraccount_unique_provider_name” is violated.',
})
export class ProviderAccount extends PrimaryModel {
  @ForeignKey(() => Provider, { onDelete: 'PROTECT', required: true }) provider: Provider | null;
  @CharField({ maxLength: 100, blank: true }) name: string;
  @CharField({ maxLength: 100, label: 'Account ID' }) account: string;
}
