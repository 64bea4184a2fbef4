import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/resource/constraints.js';
import { CharField, ForeignKey } from '../../core/resource/fields.js';
import { PrimaryModel } from '../../core/resource/model-bases.js';
import { Provider } from './provider.entity.js';

@Entity('circuits_providernetwork')
@UniqueTogether({ fields: ['provider', 'name'], message: 'Provider network with this Provider and Name already exists.' })
export class ProviderNetwork extends PrimaryModel {
  @ForeignKey(() => Provider, { onDelete: 'PROTECT', required: true }) provider: Provider | null;
  @CharField({ maxLength: 100 }) name: string;
  @CharField({ maxLength: 100, blank: true, label: 'Service ID' }) service_id: string;
}
