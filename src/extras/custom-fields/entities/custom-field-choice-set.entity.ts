import { Entity } from 'typeorm';
import { BooleanField, CharField, ChoiceField, Computed, JsonField, OwnerField } from '../../../core/model/fields.js';
import { ChangeLoggedModel } from '../../../core/model/model-bases.js';
import { baseChoiceCountSql } from '../base-choices.js';
import { ChoiceSetBaseChoices } from '../choices.js';

/** The values a selection custom field offers (docs/models.md §6.2). */
@Entity('extras_customfieldchoiceset')
export class CustomFieldChoiceSet extends ChangeLoggedModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @ChoiceField(ChoiceSetBaseChoices, { nullable: true, blank: true, helpText: 'Base set of predefined choices (optional)' })
  base_choices: string | null;
  @JsonField({ helpText: 'Choices as a list of [value, label] pairs.' }) extra_choices: [string, string][];
  @JsonField({ default: {}, objectOnly: true }) choice_colors: Record<string, string>;
  @BooleanField({ default: false, helpText: 'Choices are automatically ordered alphabetically' }) order_alphabetically: boolean;
  @Computed('integer', (t) => `jsonb_array_length(${t}.extra_choices) + ${baseChoiceCountSql(`${t}.base_choices`)}`, { group: 'body' })
  choices_count: number;
  @OwnerField({ group: 'body' }) owner: unknown;
}
