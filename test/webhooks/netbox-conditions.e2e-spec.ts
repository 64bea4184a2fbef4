import { compileConditions } from '../../src/events/conditions';

/**
 * NetBox's condition tests (extras/tests/test_conditions.py) evaluated on the function the relay uses to decide
 * whether an event rule or webhook fires (an invalid path or comparison makes it not fire). Every NetBox case
 * passed; what differed is Python's `in` over a dict, which `contains` uses: it tests the dict's keys.
 */
describe('event rule conditions: NetBox cases', () => {
  it("ConditionTestCase.test_contains (Python semantics): `contains` over an object tests its keys, as Python's `in` over a dict", () => {
    const holds = compileConditions({ attr: 'custom_fields', value: 'cf1', op: 'contains' });
    expect(holds({ custom_fields: { cf1: null, cf2: 'x' } })).toBe(true);
    expect(holds({ custom_fields: { cf2: 'x' } })).toBe(false);
    expect(compileConditions({ attr: 'custom_fields', value: 'cf1', op: 'contains', negate: true })({ custom_fields: { cf2: 'x' } })).toBe(true);
    // a number is never a key of a JSON object; a list cannot be one (unhashable: the condition is invalid)
    expect(compileConditions({ attr: 'x', value: 1, op: 'contains' })({ x: { '1': true } })).toBe(false);
    expect(compileConditions({ attr: 'x', value: [1], op: 'contains', negate: true })({ x: {} })).toBe(false);
    // lists and strings as before
    expect(compileConditions({ attr: 'x', value: 1, op: 'contains' })({ x: [1, 2, 3] })).toBe(true);
    expect(compileConditions({ attr: 'x', value: 'bc', op: 'contains' })({ x: 'abc' })).toBe(true);
    expect(compileConditions({ attr: 'x', value: 1, op: 'contains' })({ x: 123 })).toBe(false);
  });
});
