import { Injectable } from '@nestjs/common';
import { Resource } from '../core/model/define-resource.js';
import { AccessPolicy } from '../core/api/resource.service.js';
import { createObjects, deleteObjects, updateObjects } from '../core/write/writer.js';
import { Db } from '../database/db.js';

/**
 * Writes from the admin forms, through the same path as the API's (validation, model rules, change
 * log, events, one transaction) and the same permission checks as ResourceService: the action on the
 * type, its constraints on the rows touched, written rows checked against them before commit.
 */
@Injectable()
export class AdminWrites {
  constructor(
    private readonly db: Db,
    private readonly access: AccessPolicy,
  ) {}

  private readonly viewScope = (target: Resource) => this.access.scope(target, 'view');

  async create(resource: Resource, body: Record<string, unknown>): Promise<number> {
    return (await this.createRevealing(resource, body)).id;
  }

  /** A create that also returns the values shown only once (a new token's plaintext). */
  async createRevealing(resource: Resource, body: Record<string, unknown>): Promise<{ id: number; reveal: Record<string, unknown> }> {
    this.access.check(resource, 'add');
    return this.db.transaction(async (tx) => {
      const { ids, reveals } = await createObjects(tx, resource, body, this.viewScope);
      await this.access.verify(tx, resource, 'add', ids);
      return { id: ids[0], reveal: reveals?.[0] ?? {} };
    });
  }

  /** A partial update: what the form does not show (tags, custom fields) stays as it is. */
  async update(resource: Resource, id: number, body: Record<string, unknown>): Promise<void> {
    this.access.check(resource, 'change');
    await this.db.transaction(async (tx) => {
      const { ids } = await updateObjects(tx, resource, id, body, true, this.access.scope(resource, 'change'), this.viewScope);
      await this.access.verify(tx, resource, 'change', ids);
    });
  }

  async delete(resource: Resource, id: number): Promise<void> {
    this.access.check(resource, 'delete');
    await this.db.transaction((tx) => deleteObjects(tx, resource, id, {}, this.access.scope(resource, 'delete')));
  }
}
