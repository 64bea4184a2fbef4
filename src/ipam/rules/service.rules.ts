import { pythonTypeName } from '../../core/write/coerce.js';
import { ModelRules } from '../../core/model/model-rules.js';

/** Service ports: a non-empty list of port numbers 1…65535. */
export const serviceRules: ModelRules = {
  validate(item, ctx) {
    if (item.before && !item.given.has('ports')) return;
    const ports = item.values.ports;
    if (ports === null) return ctx.error('ports', 'This field may not be null.');
    if (!Array.isArray(ports)) return ctx.error('ports', `Expected a list of items but got type "${pythonTypeName(ports)}".`);
    if (!ports.length) return ctx.error('ports', 'This list may not be empty.');
    for (const port of ports) {
      if (typeof port !== 'number' || !Number.isInteger(port)) return ctx.error('ports', 'A valid integer is required.');
      if (port < 1) return ctx.error('ports', 'Ensure this value is greater than or equal to 1.');
      if (port > 65535) return ctx.error('ports', 'Ensure this value is less than or equal to 65535.');
    }
  },
};
