import { Index, Unique } from 'typeorm';
import { fieldsOf } from './fields.js';

/**
 * A multi-field uniqueness rule, checked before writing (so the error names the item and the rule)
 * and enforced by a unique index (so concurrent writers cannot both pass).
 */
export interface UniqueRule {
  fields: string[];
  /** applies only to rows where these fields are null (e.g. top-level tree nodes) */
  whereNull?: string[];
  /** applies only to rows where these string fields are not empty (a provider account's optional name) */
  whereNotBlank?: string[];
  /** compared case-insensitively */
  caseInsensitive?: string[];
  message: string;
  /** the error key: a field name, or __all__ */
  key?: string;
  /** the unique index's name, when the generated one would clash (a generic relation's pair already has an index; a one-to-one's column has its foreign key's plain index) */
  indexName?: string;
  /**
   * checked at COMMIT (a DEFERRABLE INITIALLY DEFERRED constraint, named `indexName`): one statement may
   * swap two rows' values (cable connectors renumbered by a profile change). No partial or
   * case-insensitive form.
   */
  deferred?: boolean;
}

const rules = new Map<Function, UniqueRule[]>();
const rulesByIndex = new Map<string, UniqueRule>();

/** The rule a named unique index enforces (to word a database refusal as the rule's own error). */
export function uniqueRuleOfIndex(indexName: string | undefined): UniqueRule | undefined {
  return indexName === undefined ? undefined : rulesByIndex.get(indexName);
}

export function uniqueRulesOf(cls: Function): UniqueRule[] {
  const out: UniqueRule[] = [];
  for (let c: Function | null = cls; c && c !== Object; c = Object.getPrototypeOf(c)) out.unshift(...(rules.get(c) ?? []));
  return out;
}

/**
 * Declares a uniqueness rule. The index is declared to TypeORM when it can express it
 * (case-insensitive rules get a hand-written expression index in their migration).
 */
export function UniqueTogether(rule: UniqueRule): ClassDecorator {
  return (target) => {
    rules.set(target, [...(rules.get(target) ?? []), rule]);
    if (rule.indexName) rulesByIndex.set(rule.indexName, rule);
    if (!rule.caseInsensitive?.length) {
      const columns = rule.fields;
      const fields = fieldsOf(target);
      const columnOf = (name: string) => fields.find((f) => f.name === name)?.column ?? name;
      const conditions = [
        ...(rule.whereNull ?? []).map((f) => `"${columnOf(f)}" IS NULL`),
        ...(rule.whereNotBlank ?? []).map((f) => `"${columnOf(f)}" <> ''`),
      ];
      const where = conditions.length ? conditions.join(' AND ') : undefined;
      if (rule.deferred) Unique(rule.indexName!, columns, { deferrable: 'INITIALLY DEFERRED' })(target);
      else if (rule.indexName) Index(rule.indexName, columns, { unique: true, where })(target);
      else Index(columns, { unique: true, where })(target);
    }
  };
}
