import type { TestApp } from './app';
import { post } from './dcim';
import { slugOf } from './fixtures';

/** Builders for circuits and virtualization objects, through the API. Each asserts success. */

type Json = Record<string, any>;

const named = (name: string, extra: Json) => ({ name, slug: slugOf(name), ...extra });

export const makeC = {
  provider: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/circuits/providers/', named(name, extra)),
  circuitType: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/circuits/circuit-types/', named(name, extra)),
  providerNetwork: (app: TestApp, provider: number, name: string, extra: Json = {}) =>
    post(app, '/api/circuits/provider-networks/', { provider, name, ...extra }),
  circuit: (app: TestApp, cid: string, provider: number, type: number, extra: Json = {}) =>
    post(app, '/api/circuits/circuits/', { cid, provider, type, ...extra }),
  termination: (app: TestApp, circuit: number, side: 'A' | 'Z', type: string, id: number, extra: Json = {}) =>
    post(app, '/api/circuits/circuit-terminations/', { circuit, term_side: side, termination_type: type, termination_id: id, ...extra }),
};

export const makeV = {
  clusterType: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/virtualization/cluster-types/', named(name, extra)),
  clusterGroup: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/virtualization/cluster-groups/', named(name, extra)),
  cluster: (app: TestApp, name: string, type: number, extra: Json = {}) => post(app, '/api/virtualization/clusters/', { name, type, ...extra }),
  vm: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/virtualization/virtual-machines/', { name, ...extra }),
  vmInterface: (app: TestApp, vm: number, name: string, extra: Json = {}) =>
    post(app, '/api/virtualization/interfaces/', { virtual_machine: vm, name, ...extra }),
};
