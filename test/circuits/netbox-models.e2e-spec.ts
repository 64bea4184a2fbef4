import { startApp, TestApp } from '../helpers/app';
import { makeC } from '../helpers/circuits-virtualization';

type Json = Record<string, any>;

/** NetBox 4.6.8 circuits/tests/test_models.py, where the REST API shows the rule. */
describe('NetBox circuits model tests', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  // CircuitTerminationTestCase.test_termination_required_when_termination_type_is_selected
  it('a termination type without its object names the type by its title-cased verbose name, not termination_id', async () => {
    const provider = await makeC.provider(app, 'Nbm Provider');
    const type = await makeC.circuitType(app, 'Nbm Type');
    const circuit: Json = await makeC.circuit(app, 'NBM-1', provider.id, type.id);
    const res = await app.inject('POST', '/api/circuits/circuit-terminations/', {
      body: { circuit: circuit.id, term_side: 'A', termination_type: 'circuits.providernetwork' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ __all__: ['Please select a Provider Network.'] });
  });
});
