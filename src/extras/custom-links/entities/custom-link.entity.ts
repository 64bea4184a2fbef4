import { Entity, Index } from 'typeorm';
import { BooleanField, CharField, ChoiceField, IntegerField, JsonField, OwnerField } from '../../../core/model/fields.js';
import { ChangeLoggedModel } from '../../../core/model/model-bases.js';
import { CustomLinkButtonClass } from '../../choices.js';

/** A link to somewhere else, shown with objects of its types; text and URL are templates (render.ts). */
@Entity('extras_customlink')
@Index(['group_name', 'weight', 'name'])
export class CustomLink extends ChangeLoggedModel {
  @JsonField({ label: 'Object types', helpText: 'The object type(s) to which this link applies.' }) object_types: string[];
  @CharField({ maxLength: 100, unique: true }) name: string;
  @BooleanField({ default: true }) enabled: boolean;
  @CharField({ label: 'Link text', helpText: 'Template code for link text' }) link_text: string;
  @CharField({ label: 'Link URL', helpText: 'Template code for link URL' }) link_url: string;
  @IntegerField({ default: 100, minValue: 0, maxValue: 32767 }) weight: number;
  @CharField({ maxLength: 50, blank: true, label: 'Group name', helpText: 'Links with the same group will appear as a dropdown menu' })
  group_name: string;
  @ChoiceField(CustomLinkButtonClass, { default: 'default', label: 'Button class', plain: true, choiceLookupsUnchecked: true }) button_class: string;
  @BooleanField({ default: false, label: 'New window', helpText: 'Force link to open in a new window' }) new_window: boolean;
  @OwnerField({ group: 'body' }) owner: unknown;
}
