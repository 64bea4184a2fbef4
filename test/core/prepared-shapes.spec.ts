import { PreparedShapes } from '../../src/database/prepared-shapes';

describe('PreparedShapes', () => {
  it('prepares the first texts up to its cap, keeps preparing those, and plans any further one per request', () => {
    const shapes = new PreparedShapes(2);
    expect(shapes.allows('UPDATE t SET a = $1 WHERE id = $2')).toBe(true);
    expect(shapes.allows('UPDATE t SET b = $1 WHERE id = $2')).toBe(true);
    expect(shapes.allows('UPDATE t SET c = $1 WHERE id = $2')).toBe(false);
    expect(shapes.allows('UPDATE t SET a = $1 WHERE id = $2')).toBe(true);
    expect(shapes.allows('UPDATE t SET c = $1 WHERE id = $2')).toBe(false);
  });
});
