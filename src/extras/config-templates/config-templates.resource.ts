import { defineResource } from '../../core/model/define-resource.js';
import { syncAction, syncedDataRules } from '../synced-data.js';
import { templateRules } from '../templates/template-rules.js';
import { ConfigTemplate } from './entities/config-template.entity.js';
import { renderTemplateAction } from './render-config.js';

/** Config templates (NetBox's ConfigTemplate); devices and virtual machines render them (render-config.ts). */
export const configTemplates = defineResource({
  entity: ConfigTemplate,
  app: 'extras',
  path: 'config-templates',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description'],
  features: ['custom_links', 'export_templates', 'synced_data', 'tags'],
  actions: [renderTemplateAction, syncAction],
  rules: [syncedDataRules(() => configTemplates, 'template_code', 'text'), templateRules],
});
