import { Column, Entity, Index } from 'typeorm';
import { defineChoices } from '../../core/model/choices.js';
import {
  BooleanField,
  CharField,
  ChoiceField,
  Computed,
  CreatedField,
  DateTimeField,
  ForeignKey,
  IdField,
  IntegerField,
  JsonField,
} from '../../core/model/fields.js';
import { User } from './user.entity.js';

export const TokenVersion = defineChoices<number>([
  [1, 'v1'],
  [2, 'v2'],
]);

/**
 * An API token. The plaintext is never stored: `hmac_digest` is HMAC-SHA256 of it under the pepper
 * `pepper_id` (v2), or under one of the peppers for v1 (tried in turn, so none is recorded, as NetBox's
 * v1 tokens have none); `hint` keeps the last six characters for v1's masked display.
 */
@Entity('users_token')
export class Token {
  @IdField() id: number;
  @ChoiceField(TokenVersion, { default: 2, plain: true, choiceLookupsUnchecked: true }) version: number;
  @Index({ unique: true, where: '"key" IS NOT NULL' })
  @CharField({ maxLength: 12, nullable: true, readOnly: true, filter: true })
  key: string | null;
  @ForeignKey(() => User, {
    onDelete: 'CASCADE',
    required: true,
    createOnly: true,
    nested: ['id', 'url', 'display', 'username'],
    filterBy: 'username',
  })
  user: User | null;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @CreatedField() created: string;
  @DateTimeField({ nullable: true }) expires: string | null;
  @DateTimeField({ nullable: true }) last_used: string | null;
  @BooleanField({ default: true }) enabled: boolean;
  @BooleanField({ default: true }) write_enabled: boolean;
  @IntegerField({ nullable: true, readOnly: true }) pepper_id: number | null;
  @JsonField({ default: [] }) allowed_ips: string[];
  /** the plaintext: accepted on create, shown only in the creating response */
  @Computed('string', () => 'NULL::text', { group: 'last', label: 'Token' }) token: string | null;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  hmac_digest: string;

  @Column({ type: 'varchar', length: 6, default: '' })
  hint: string;
}
