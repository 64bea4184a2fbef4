import { Entity } from 'typeorm';
import { CharField, ChoiceField, ForeignKey, IntegerField, ManyToManyField, SlugField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { RouteTarget } from '../../ipam/entities/route-target.entity.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { L2VPNStatus, L2VPNType } from '../choices.js';

/** A layer-two VPN (VXLAN, EVPN, VPLS…) with its route targets; terminated on VLANs and interfaces (docs/models.md §9.6). */
@Entity('vpn_l2vpn')
export class L2VPN extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @SlugField({ unique: true }) slug: string;
  @ChoiceField(L2VPNType, { required: true }) type: string;
  @ChoiceField(L2VPNStatus, { default: 'active' }) status: string;
  @IntegerField({ nullable: true, big: true }) identifier: number | null;
  @ManyToManyField(() => RouteTarget, { table: 'vpn_l2vpn_import_targets', targetColumn: 'routetarget_id', filter: false })
  import_targets: RouteTarget[];
  @ManyToManyField(() => RouteTarget, { table: 'vpn_l2vpn_export_targets', targetColumn: 'routetarget_id', filter: false })
  export_targets: RouteTarget[];
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
}
