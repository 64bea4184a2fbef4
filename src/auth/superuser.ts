import { randomToken } from '../users/token-secrets.js';
import { hashPassword } from '../users/passwords.js';
import type { Settings } from '../config/settings.js';
import type { Db } from '../database/db.js';

/** Creates SUPERUSER_NAME at start when absent; a generated password is printed once, here. */
export async function ensureSuperuser(db: Db, settings: Settings, print: (line: string) => void): Promise<void> {
  const existing = await db.query('SELECT id FROM users_user WHERE username = $1', [settings.superuserName]);
  if (existing.length) return;
  const password = settings.superuserPassword ?? randomToken(20);
  const inserted = await db.query(
    `INSERT INTO users_user (username, password, first_name, last_name, email, is_active, is_superuser, date_joined)
     VALUES ($1, $2, '', '', '', true, true, now()) ON CONFLICT (username) DO NOTHING RETURNING id`,
    [settings.superuserName, await hashPassword(password)],
  );
  // another process of the fleet created it first: its password is the one it printed
  if (!inserted.length) return;
  if (!settings.superuserPassword) {
    print(`created superuser "${settings.superuserName}" with generated password: ${password}`);
  } else {
    print(`created superuser "${settings.superuserName}"`);
  }
}
