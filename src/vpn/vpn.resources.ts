import { objectTypeIdFilter } from '../core/query/object-type-filters.js';
import { method, tenancyFilters, via, viaMany } from '../core/model/filter-specs.js';
import { defineResource, ResourceRegistry } from '../core/model/define-resource.js';
import { displaySql } from '../core/serialize/plan.js';
import { likeEscape, quoteIdent } from '../database/sql.js';
import { onInterface, textOrNumberSearch, throughTable } from '../ipam/filters.js';
import { L2VPN_ASSIGNMENT_TYPES } from './choices.js';
import { IKEPolicy } from './entities/ike-policy.entity.js';
import { IKEProposal } from './entities/ike-proposal.entity.js';
import { IPSecPolicy } from './entities/ipsec-policy.entity.js';
import { IPSecProfile } from './entities/ipsec-profile.entity.js';
import { IPSecProposal } from './entities/ipsec-proposal.entity.js';
import { L2VPNTermination } from './entities/l2vpn-termination.entity.js';
import { L2VPN } from './entities/l2vpn.entity.js';
import { TunnelGroup } from './entities/tunnel-group.entity.js';
import { TunnelTermination } from './entities/tunnel-termination.entity.js';
import { Tunnel } from './entities/tunnel.entity.js';
import { l2vpnTerminationFilters } from './filters.js';
import { ikePolicyRules, ipsecProposalRules } from './rules/crypto.rules.js';
import { l2vpnTerminationRules, tunnelTerminationRules } from './rules/termination.rules.js';

/** The VPN app (NetBox's vpn/models): tunnels and their terminations, IKE/IPSec crypto, L2VPNs. */

const TAIL = ['owner', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'];
/** NetBox's VPN searches: name, description, comments */
const NAMED_SEARCH = ['name', 'description', 'comments'];

export const tunnelGroups = defineResource({
  entity: TunnelGroup,
  app: 'vpn',
  path: 'tunnel-groups',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'tunnel_count'],
});

export const tunnels = defineResource({
  entity: Tunnel,
  app: 'vpn',
  path: 'tunnels',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: NAMED_SEARCH,
  filters: tenancyFilters(),
});

const tunnelNameSql = (t: string) => `(SELECT tn.name FROM vpn_tunnel tn WHERE tn.id = ${t}.tunnel_id)`;

export const tunnelTerminations = defineResource({
  entity: TunnelTermination,
  app: 'vpn',
  path: 'tunnel-terminations',
  brief: ['id', 'url', 'display'],
  orderSql: (t) => `${tunnelNameSql(t)}, ${t}.tunnel_id, ${t}.role`,
  display: (t) => `${tunnelNameSql(t)} || ': Termination ' || ${t}.id`,
  rules: tunnelTerminationRules,
  changeParent: 'tunnel',
  filters: {
    interface_id: onInterface('dcim.interface', 'id', 'termination'),
    interface: onInterface('dcim.interface', 'name', 'termination'),
    vminterface_id: onInterface('virtualization.vminterface', 'id', 'termination'),
    vminterface: onInterface('virtualization.vminterface', 'name', 'termination'),
  },
});

export const ikeProposals = defineResource({
  entity: IKEProposal,
  app: 'vpn',
  path: 'ike-proposals',
  verboseName: 'IKE proposal',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: NAMED_SEARCH,
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'description',
    'authentication_method',
    'encryption_algorithm',
    'authentication_algorithm',
    'group',
    'sa_lifetime',
    ...TAIL,
  ],
  filters: {
    ike_policy_id: throughTable('vpn_ikepolicy_proposals', 'ikeproposal_id', 'ikepolicy_id', 'vpn_ikepolicy', 'id'),
    ike_policy: throughTable('vpn_ikepolicy_proposals', 'ikeproposal_id', 'ikepolicy_id', 'vpn_ikepolicy', 'name'),
  },
});

export const ikePolicies = defineResource({
  entity: IKEPolicy,
  app: 'vpn',
  path: 'ike-policies',
  verboseName: 'IKE policy',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: NAMED_SEARCH,
  rules: ikePolicyRules,
  fieldOrder: ['id', 'url', 'display_url', 'display', 'name', 'description', 'version', 'mode', 'proposals', 'preshared_key', ...TAIL],
  filters: { ike_proposal_id: viaMany('proposals'), ike_proposal: viaMany('proposals', 'name') },
});

export const ipsecProposals = defineResource({
  entity: IPSecProposal,
  app: 'vpn',
  path: 'ipsec-proposals',
  verboseName: 'IPSec proposal',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: NAMED_SEARCH,
  rules: ipsecProposalRules,
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'description',
    'encryption_algorithm',
    'authentication_algorithm',
    'sa_lifetime_seconds',
    'sa_lifetime_data',
    ...TAIL,
  ],
  filters: {
    ipsec_policy_id: throughTable('vpn_ipsecpolicy_proposals', 'ipsecproposal_id', 'ipsecpolicy_id', 'vpn_ipsecpolicy', 'id'),
    ipsec_policy: throughTable('vpn_ipsecpolicy_proposals', 'ipsecproposal_id', 'ipsecpolicy_id', 'vpn_ipsecpolicy', 'name'),
  },
});

export const ipsecPolicies = defineResource({
  entity: IPSecPolicy,
  app: 'vpn',
  path: 'ipsec-policies',
  verboseName: 'IPSec policy',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: NAMED_SEARCH,
  fieldOrder: ['id', 'url', 'display_url', 'display', 'name', 'description', 'proposals', 'pfs_group', ...TAIL],
  filters: { ipsec_proposal_id: viaMany('proposals'), ipsec_proposal: viaMany('proposals', 'name') },
});

export const ipsecProfiles = defineResource({
  entity: IPSecProfile,
  app: 'vpn',
  path: 'ipsec-profiles',
  verboseName: 'IPSec profile',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: NAMED_SEARCH,
  fieldOrder: ['id', 'url', 'display_url', 'display', 'name', 'description', 'mode', 'ike_policy', 'ipsec_policy', ...TAIL],
});

export const l2vpns = defineResource({
  entity: L2VPN,
  app: 'vpn',
  path: 'l2vpns',
  features: ['contacts'],
  verboseName: 'L2VPN',
  brief: ['id', 'url', 'display', 'identifier', 'name', 'slug', 'type', 'description'],
  ordering: ['name', 'identifier'],
  display: (t) => `${t}.name || CASE WHEN ${t}.identifier IS NOT NULL AND ${t}.identifier <> 0 THEN ' (' || ${t}.identifier || ')' ELSE '' END`,
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'identifier',
    'name',
    'slug',
    'type',
    'status',
    'import_targets',
    'export_targets',
    'description',
    'owner',
    'comments',
    'tenant',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  filters: {
    ...tenancyFilters(),
    import_target_id: viaMany('import_targets'),
    import_target: viaMany('import_targets', 'name'),
    export_target_id: viaMany('export_targets'),
    export_target: viaMany('export_targets', 'name'),
    q: textOrNumberSearch(['name', 'description'], ['identifier']),
  },
});

/** `<object> <> <L2VPN>`: the terminated object's display, then the L2VPN's. */
function l2vpnTerminationDisplaySql(t: string): string {
  const branches = L2VPN_ASSIGNMENT_TYPES.map((type) => ResourceRegistry.forObjectType(type)).map(
    (r) => `WHEN '${r.objectType}' THEN (SELECT ${displaySql(r, 'lo')} FROM ${quoteIdent(r.table)} lo WHERE lo.id = ${t}.assigned_object_id)`,
  );
  return `COALESCE(CASE ${t}.assigned_object_type ${branches.join(' ')} END, '') || ' <> '
    || (SELECT ${displaySql(l2vpns, 'lv')} FROM vpn_l2vpn lv WHERE lv.id = ${t}.l2vpn_id)`;
}

export const l2vpnTerminations = defineResource({
  entity: L2VPNTermination,
  app: 'vpn',
  path: 'l2vpn-terminations',
  verboseName: 'L2VPN termination',
  brief: ['id', 'url', 'display', 'l2vpn'],
  orderSql: (t) => `(SELECT lv.name FROM vpn_l2vpn lv WHERE lv.id = ${t}.l2vpn_id), ${t}.l2vpn_id`,
  display: l2vpnTerminationDisplaySql,
  rules: l2vpnTerminationRules,
  filters: {
    l2vpn: via('l2vpn', 'slug'),
    assigned_object_type_id: objectTypeIdFilter('assigned_object_type'),
    ...l2vpnTerminationFilters,
    q: method((t, values, params) => {
      const value = values[values.length - 1].trim();
      if (!value) return null;
      return `(SELECT lv.name FROM vpn_l2vpn lv WHERE lv.id = ${t}.l2vpn_id) ILIKE ${params.add(`%${likeEscape(value)}%`)}`;
    }),
  },
});

export const vpnResources = [
  tunnelGroups,
  tunnels,
  tunnelTerminations,
  ikeProposals,
  ikePolicies,
  ipsecProposals,
  ipsecPolicies,
  ipsecProfiles,
  l2vpns,
  l2vpnTerminations,
];
