import { MigrationInterface, QueryRunner } from 'typeorm';

/** v1 tokens are found by their digest under every pepper; like NetBox's, they record no pepper. */
export class V1TokensWithoutPepper1795805622992 implements MigrationInterface {
  name = 'V1TokensWithoutPepper1795805622992';

  async up(q: QueryRunner): Promise<void> {
    await q.query('UPDATE users_token SET pepper_id = NULL WHERE version = 1');
  }

  async down(q: QueryRunner): Promise<void> {
    // a v1 digest does not say which pepper made it: the highest id in use is the best guess
    await q.query('UPDATE users_token SET pepper_id = (SELECT max(pepper_id) FROM users_token) WHERE version = 1');
  }
}
