import { Entity } from 'typeorm';
import '../../src/app.module';
import { checkDeclarations, declarationProblems } from '../../src/core/api/check-declarations';
import { CountField } from '../../src/core/model/counts';
import { Resource, ResourceRegistry } from '../../src/core/model/define-resource';
import { CharField, ForeignKey, GenericForeignKey, IdField, ManyToManyField, SlugField } from '../../src/core/model/fields';
import { fieldOf, via, viaMany, viaTree } from '../../src/core/model/filter-specs';

/**
 * Boot checks of declarations (src/core/api/check-declarations.ts) and of ResourceRegistry.add. The
 * throwaway models below live only in this file: no app is started here, and the checks take the list of
 * resources to check (the duplicate tests add to this file's own registry, which nothing else reads).
 */

// every real declaration, as server.ts sees them, before this file adds its own
const realResources = ResourceRegistry.all();

@Entity('zz_test_other')
class ZzOther {
  @IdField() id: number;
  @CharField({ maxLength: 50 }) name: string;
}

@Entity('zz_test_loose')
class ZzLoose {
  @IdField() id: number;
}

@Entity('zz_test_owner')
class ZzOwner {
  @IdField() id: number;
  @CharField({ maxLength: 50 }) name: string;
  @SlugField() slug: string;
  @CountField('zz.zzwidget', 'owner') widget_count: number;
  @CountField('zz.zzwidgett', 'owner') typo_count: number;
  @CountField(() => ZzWidget, 'ownerr') fk_count: number;
  @CountField('zz.zzwidget', 'other') target_count: number;
}

@Entity('zz_test_widget')
class ZzWidget {
  @IdField() id: number;
  @CharField({ maxLength: 50 }) name: string;
  @ForeignKey(() => ZzOwner, { onDelete: 'CASCADE', nested: ['id', 'url', 'name', 'colour'] }) owner: ZzOwner;
  @ForeignKey(() => ZzOther, { onDelete: 'PROTECT', filterBy: 'slug' }) other: ZzOther | null;
  @ForeignKey('zz.zzmissing', { onDelete: 'PROTECT' }) missing: unknown;
  @ForeignKey(() => ZzLoose, { onDelete: 'PROTECT' }) loose: ZzLoose | null;
  @ManyToManyField(() => ZzOwner, { table: 'zz_test_widget_owners', targetColumn: 'zzowner_id', nested: ['id', 'nickname'] }) owners: ZzOwner[];
  @GenericForeignKey({ types: ['zz.zzowner', 'zz.zzghost'], onDelete: 'CASCADE' }) thing: unknown;
}

const others = new Resource({ entity: ZzOther, app: 'zz', path: 'others', brief: ['id', 'url', 'display', 'name'] });
const owners = new Resource({ entity: ZzOwner, app: 'zz', path: 'owners', brief: ['id', 'url', 'display', 'name', 'slug'] });
const widgets = new Resource({
  entity: ZzWidget,
  app: 'zz',
  path: 'widgets',
  brief: ['id', 'url', 'display', 'name', 'colour'],
  search: ['name', 'thing'],
  ordering: ['owner', '-nam'],
  fieldOrder: ['id', 'url', 'display', 'nmae'],
  excludable: ['owner', 'colour'],
  changeParent: 'name',
  filters: {
    owner_slug: via('owner', 'slug'),
    owner_name: fieldOf('owner.name'),
    owner_slugg: via('owner', 'slugg'),
    owner_group: via('owner.group'),
    owner_tree: viaTree('owner'),
    owner_many: viaMany('owner'),
    owners_by: viaMany('owners', 'nick'),
    owner_nme: fieldOf('owner.nme'),
    plain: fieldOf('name'),
  },
});

describe('declaration checks', () => {
  it('the real declarations are sound', () => {
    expect(realResources.length).toBeGreaterThan(40);
    expect(declarationProblems(realResources)).toEqual([]);
  });

  it('a sound set of declarations has no problem', () => {
    expect(declarationProblems([others])).toEqual([]);
  });

  it('names every broken reference, each with its declaration', () => {
    expect(declarationProblems([others, owners, widgets])).toEqual([
      'zz.zzowner: counter typo_count counts zz.zzwidgett, which is not declared',
      'zz.zzowner: counter fk_count counts zz.zzwidget by ownerr, which is not a foreign key of it',
      'zz.zzowner: counter target_count counts zz.zzwidget by other, which points at zz.zzother',
      'zz.zzwidget: foreign key owner nests colour, which is not a field of zz.zzowner',
      "zz.zzwidget: foreign key other's filter matches zz.zzother by slug, which is not a stored field of it",
      'zz.zzwidget: foreign key missing targets zz.zzmissing, which is not declared',
      'zz.zzwidget: foreign key loose targets ZzLoose, which is not declared',
      'zz.zzwidget: many-to-many field owners nests nickname, which is not a field of zz.zzowner',
      'zz.zzwidget: generic relation thing allows zz.zzghost, which is not declared',
      'zz.zzwidget: filter owner_slugg matches zz.zzowner by slugg, which is not a stored field of it',
      'zz.zzwidget: filter owner_group follows owner.group, but zz.zzowner has no foreign key group',
      'zz.zzwidget: filter owner_tree matches descendants of zz.zzowner, which is not a tree',
      'zz.zzwidget: filter owner_many names owner, which is not a many-to-many field',
      'zz.zzwidget: filter owners_by matches zz.zzowner by nick, which is not a stored field of it',
      'zz.zzwidget: filter owner_nme reads owner.nme, which is not a path to a plain field of a related model',
      'zz.zzwidget: filter plain reads name, which is not a path to a plain field of a related model',
      'zz.zzwidget: brief field colour is not a field',
      'zz.zzwidget: search field thing is not a stored field',
      'zz.zzwidget: ordering field nam is not a field',
      'zz.zzwidget: fieldOrder names nmae, which is not a field',
      'zz.zzwidget: excludable field colour is not a field',
      'zz.zzwidget: changeParent name is not a foreign key or generic relation',
    ]);
  });

  it('a model left out of the list is not declared', () => {
    expect(declarationProblems([owners])).toEqual([
      'zz.zzowner: counter widget_count counts zz.zzwidget, which is not declared',
      'zz.zzowner: counter typo_count counts zz.zzwidgett, which is not declared',
      'zz.zzowner: counter fk_count counts ZzWidget, which is not declared',
      'zz.zzowner: counter target_count counts zz.zzwidget, which is not declared',
    ]);
  });

  it('checkDeclarations throws one error listing every problem', () => {
    expect(() => checkDeclarations([others, owners])).toThrow(
      new Error(
        'Declarations are not sound (4):\n' +
          '  zz.zzowner: counter widget_count counts zz.zzwidget, which is not declared\n' +
          '  zz.zzowner: counter typo_count counts zz.zzwidgett, which is not declared\n' +
          '  zz.zzowner: counter fk_count counts ZzWidget, which is not declared\n' +
          '  zz.zzowner: counter target_count counts zz.zzwidget, which is not declared',
      ),
    );
    expect(() => checkDeclarations([others])).not.toThrow();
  });
});

describe('ResourceRegistry.add', () => {
  @Entity('zz_test_gadget')
  class ZzGadget {
    @IdField() id: number;
  }

  @Entity('zz_test_gizmo')
  class ZzGizmo {
    @IdField() id: number;
  }

  const gadgets = ResourceRegistry.add(new Resource({ entity: ZzGadget, app: 'zz', path: 'gadgets', brief: 'complete' }));

  it('refuses a second declaration of the same object type, entity or URL, naming both', () => {
    expect(() => ResourceRegistry.add(new Resource({ entity: ZzGadget, app: 'zz', path: 'gadgets-again', brief: 'complete' }))).toThrow(
      'Object type zz.zzgadget is declared twice: by zz.zzgadget (ZzGadget, /api/zz/gadgets/) and by zz.zzgadget (ZzGadget, /api/zz/gadgets-again/)',
    );
    expect(() => ResourceRegistry.add(new Resource({ entity: ZzGadget, app: 'yy', path: 'gadgets', brief: 'complete' }))).toThrow(
      'Entity ZzGadget is declared twice: by zz.zzgadget (ZzGadget, /api/zz/gadgets/) and by yy.zzgadget (ZzGadget, /api/yy/gadgets/)',
    );
    expect(() => ResourceRegistry.add(new Resource({ entity: ZzGizmo, app: 'zz', path: 'gadgets', brief: 'complete' }))).toThrow(
      'Path /api/zz/gadgets/ is declared twice: by zz.zzgadget (ZzGadget, /api/zz/gadgets/) and by zz.zzgizmo (ZzGizmo, /api/zz/gadgets/)',
    );
    const aliased = new Resource({ entity: ZzGizmo, app: 'zz', path: 'gizmos', brief: 'complete', aliases: [{ app: 'zz', path: 'gadgets' }] });
    expect(() => ResourceRegistry.add(aliased)).toThrow(
      'Path /api/zz/gadgets/ is declared twice: by zz.zzgadget (ZzGadget, /api/zz/gadgets/) and by zz.zzgizmo (ZzGizmo, /api/zz/gizmos/)',
    );
    // nothing of a refused declaration is kept
    expect(ResourceRegistry.byObjectType('zz.zzgadget')).toBe(gadgets);
    expect(ResourceRegistry.byObjectType('yy.zzgadget')).toBeUndefined();
    expect(ResourceRegistry.byObjectType('zz.zzgizmo')).toBeUndefined();
    expect(ResourceRegistry.add(new Resource({ entity: ZzGizmo, app: 'zz', path: 'gizmos', brief: 'complete' })).objectType).toBe('zz.zzgizmo');
  });
});
