import { Body, Get, Injectable, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionService } from '../auth/session.js';
import { Resource } from '../core/model/define-resource.js';
import { ApiError, ValidationError } from '../core/model/errors.js';
import { parseId } from '../core/api/resource.service.js';
import type { Section } from '../html/engine.js';
import { frame } from './admin.guard.js';
import { AdminReads } from './admin-reads.js';
import { AdminWrites } from './admin-writes.js';
import { FormOptions, FormValues, ModelForm } from './forms/model-form.js';
import { render } from './views.js';

/** An object as the API renders it, which is what the admin's reads return. */
export type Json = Awaited<ReturnType<AdminReads['get']>>;
export const HTML = 'text/html; charset=utf-8';

/** One cell of a list row: text, optionally a link and a CSS class. */
export interface Cell {
  text: string;
  href: string | null;
  cls: string | null;
}

export const cell = (text: unknown, href: string | null = null, cls: string | null = null): Cell => ({
  text: text === null || text === undefined ? '' : String(text),
  href,
  cls,
});

/**
 * List, create, edit and delete pages of one model, through the API's read path and the generic write
 * path (validation, rules, change log, events, permissions). A subclass names the model, its form, its
 * list's columns and anything its pages add; the route handlers are these (Nest finds them on the
 * prototype chain, under the subclass's @Controller path).
 */
@Injectable() // so subclasses without a constructor of their own inherit its parameter types
export abstract class CrudPages {
  abstract readonly resource: Resource;
  abstract readonly form: ModelForm;
  /** `/admin/webhooks` */
  abstract readonly base: string;
  /** `webhook`, `event rule` */
  abstract readonly noun: string;
  abstract readonly section: Section;
  abstract readonly columns: string[];
  abstract row(object: Json): Cell[];

  constructor(
    protected readonly reads: AdminReads,
    protected readonly writes: AdminWrites,
    protected readonly sessions: SessionService,
  ) {}

  /** Options read per request (the webhooks an event rule can call). */
  protected async options(_request: FastifyRequest): Promise<FormOptions> {
    return {};
  }

  /** What else goes when an object is deleted, said on the confirmation page. */
  protected async consequence(_id: number): Promise<string | null> {
    return null;
  }

  /** Links from an object's form to what relates to it (its deliveries, its change log). */
  protected related(id: number): { text: string; href: string }[] {
    return [{ text: 'Change log', href: `/admin/changes/?changed_object_type=${this.resource.objectType}&changed_object_id=${id}` }];
  }

  private get plural(): string {
    return `${this.noun}s`;
  }

  private title(name: unknown): string {
    return `${this.noun.charAt(0).toUpperCase()}${this.noun.slice(1)} ${String(name)}`;
  }

  private notice(done: unknown): string | null {
    const what = { created: 'created', updated: 'saved', deleted: 'deleted' }[String(done)];
    return what ? `The ${this.noun} was ${what}.` : null;
  }

  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { done, ...filters } = query;
    const page = await this.reads.list(this.resource, request, filters);
    reply.type(HTML);
    return render('objectList', {
      ...frame(request, this.sessions, `${this.plural.charAt(0).toUpperCase()}${this.plural.slice(1)}`, this.section, this.notice(done)),
      base: `${this.base}/`,
      addUrl: this.reads.may(this.resource, 'add') ? `${this.base}/new/` : null,
      noun: this.noun,
      plural: this.plural,
      q: typeof query.q === 'string' ? query.q : '',
      columns: this.columns,
      rows: page.results.map((o) => this.row(o)),
      page,
    });
  }

  @Get('new')
  async create(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    reply.type(HTML);
    return this.page(request, `Add a ${this.noun}`, null, this.form.defaults(), {});
  }

  @Post('new')
  async createPost(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string | void> {
    return this.save(
      request,
      reply,
      this.form.fromBody(body),
      null,
      async (data) => `${this.base}/${await this.writes.create(this.resource, data)}/?done=created`,
    );
  }

  @Get(':id')
  async edit(
    @Param('id') rawId: string,
    @Query('done') done: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const id = parseId(rawId);
    const object = await this.reads.get(this.resource, id, request);
    reply.type(HTML);
    return this.page(request, this.title(object.display ?? object.name), id, this.form.fromObject(object), {}, this.notice(done));
  }

  @Post(':id')
  async editPost(@Param('id') rawId: string, @Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const id = parseId(rawId);
    return this.save(request, reply, this.form.fromBody(body), id, async (data) => {
      await this.writes.update(this.resource, id, data);
      return `${this.base}/${id}/?done=updated`;
    });
  }

  @Get(':id/delete')
  async confirmDelete(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    reply.type(HTML);
    return this.deletePage(request, parseId(rawId), []);
  }

  @Post(':id/delete')
  async delete(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const id = parseId(rawId);
    try {
      await this.writes.delete(this.resource, id);
    } catch (error) {
      // e.g. 409: something protected still points at it
      if (!(error instanceof ApiError) || error.status !== 409) throw error;
      reply.code(409).type(HTML);
      return this.deletePage(request, id, [error.message]);
    }
    reply.redirect(`${this.base}/?done=deleted`, 303);
  }

  private async deletePage(request: FastifyRequest, id: number, general: string[]): Promise<string> {
    const object = await this.reads.get(this.resource, id, request);
    const name = object.name ?? object.display;
    return render('objectDelete', {
      ...frame(request, this.sessions, `Delete ${this.noun} ${String(name)}`, this.section),
      noun: this.noun,
      name,
      consequence: await this.consequence(id),
      action: `${this.base}/${id}/delete/`,
      back: `${this.base}/${id}/`,
      general,
    });
  }

  private async page(
    request: FastifyRequest,
    title: string,
    id: number | null,
    form: FormValues,
    errors: Record<string, unknown>,
    notice: string | null = null,
  ): Promise<string> {
    return render('objectForm', {
      ...frame(request, this.sessions, title, this.section, notice),
      action: id === null ? `${this.base}/new/` : `${this.base}/${id}/`,
      base: `${this.base}/`,
      deleteUrl: id !== null && this.reads.may(this.resource, 'delete') ? `${this.base}/${id}/delete/` : null,
      related: id === null ? null : this.related(id),
      ...this.form.view(form, errors, await this.options(request)),
    });
  }

  /** Converts and writes; on 400 the form comes back with the values as typed and the errors beside the fields. */
  private async save(
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormValues,
    id: number | null,
    write: (data: Record<string, unknown>) => Promise<string>,
  ): Promise<string | void> {
    const { body, errors } = this.form.toApiBody(form);
    let problems: Record<string, unknown> = errors;
    if (!Object.keys(errors).length) {
      try {
        reply.redirect(await write(body), 303);
        return;
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        problems = error.body as Record<string, unknown>;
      }
    }
    reply.code(400).type(HTML);
    const title = id === null ? `Add a ${this.noun}` : this.title(typeof form.name === 'string' ? form.name : `#${id}`);
    return this.page(request, title, id, form, problems);
  }
}
