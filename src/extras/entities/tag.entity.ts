import { Entity } from 'typeorm';
import { CharField, ColorField, Computed, IntegerField, JsonField, SlugField } from '../../core/model/fields.js';
import { ChangeLoggedModel } from '../../core/model/model-bases.js';

@Entity('extras_tag')
export class Tag extends ChangeLoggedModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @SlugField({ unique: true, allowUnicode: true }) slug: string;
  @ColorField() color: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @IntegerField({ default: 1000, minValue: 0, maxValue: 32767 }) weight: number;
  @JsonField({ default: [], helpText: 'The object type(s) to which this tag can be applied (empty: any).' }) object_types: string[];
  @Computed('integer', (t) => `SELECT count(*) FROM extras_taggeditem x WHERE x.tag_id = ${t}.id`) tagged_items: number;
}
