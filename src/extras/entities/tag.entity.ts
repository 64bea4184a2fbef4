import { Entity } from 'typeorm';
import { CharField, Computed, IntegerField, JsonField, SlugField } from '../../core/resource/fields.js';
import { ChangeLoggedModel } from '../../core/resource/model-bases.js';

export const COLOR = { regex: /^[0-9a-f]{6}$/, message: 'Enter a valid hexadecimal RGB color code.' };

@Entity('extras_tag')
export class Tag extends ChangeLoggedModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @SlugField({ unique: true }) slug: string;
  @CharField({ maxLength: 6, default: '9e9e9e', pattern: COLOR, lowercase: true }) color: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @IntegerField({ default: 1000, minValue: 0, maxValue: 32767 }) weight: number;
  @JsonField({ default: [], helpText: 'The object type(s) to which this tag can be applied (empty: any).' }) object_types: string[];
  @Computed('integer', (t) => `SELECT count(*) FROM extras_taggeditem x WHERE x.tag_id = ${t}.id`) tagged_items: number;
}
