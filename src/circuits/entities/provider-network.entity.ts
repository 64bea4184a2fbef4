import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CharField, ForeignKey } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Provider } from './provider.entity.js';

@Entity('circuits_providernetwork')
@UniqueTogether({ fields: ['provider', 'name'], message: 'Provider network with this Provider and Name already exists.' })
export class ProviderNetwork extends PrimaryModel {
  @ForeignKey(() => Provider, { onDelete: 'PROTECT', required: true }) provider: Provider | null;
  @CharField({ maxLength: 100 }) name: string;
  @CharField({ maxLength: 100, blank: true, label: 'Service ID' }) service_id: string;
}
