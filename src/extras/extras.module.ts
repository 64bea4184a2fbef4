import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { registerListExporter } from '../core/api/resource.service.js';
import { registerFilterFactory, registerQueryExpander } from '../core/query/filters.js';
import { writeHooks } from '../core/write/hooks.js';
import { writePipeline } from '../core/write/pipeline.js';
import { devices } from '../dcim/dcim.resources.js';
import { virtualMachines } from '../virtualization/virtualization.resources.js';
import { bookmarks } from './bookmarks/bookmarks.resource.js';
import { configContextResources, registerConfigContextFeature } from './config-contexts/index.js';
import { configTemplates } from './config-templates/config-templates.resource.js';
import { renderConfigAction } from './config-templates/render-config.js';
import { customFieldResources, registerCustomFieldFeature } from './custom-fields/index.js';
import { customLinks } from './custom-links/custom-links.resource.js';
import { protectionRulesStep, runCustomValidators } from './custom-validation.js';
import { DashboardController } from './dashboard/dashboard.controller.js';
import { CustomLinksPanel } from './custom-links/panel.js';
import { exportTemplates } from './export-templates/export-templates.resource.js';
import { exportList } from './export-templates/exporter.js';
import { tags } from './extras.resources.js';
import { imageAttachmentResources } from './image-attachments/index.js';
import { journalEntries } from './journal/journal.resource.js';
import { notificationResources } from './notifications/notifications.resources.js';
import { notificationGroupMembership } from './notifications/membership-filters.js';
import { notificationStep } from './notifications/notifications.step.js';
import { savedFilterExpander } from './saved-filters/expander.js';
import { savedFilters } from './saved-filters/saved-filters.resource.js';
import { tableConfigs } from './table-configs/table-configs.resource.js';
import { taggedObjects } from './tagged-objects.resource.js';
import { registerTagFeature } from './tags/tag-feature.js';

let registered = false;

/** What extras adds to every model: exports, saved filters, subscriptions' notifications, config rendering. */
function registerExtrasFeatures(): void {
  if (registered) return;
  registered = true;
  registerListExporter(exportList);
  registerQueryExpander(savedFilterExpander);
  writePipeline.add(notificationStep);
  writePipeline.add(protectionRulesStep);
  writeHooks.postClean = runCustomValidators;
  registerFilterFactory(notificationGroupMembership);
  // before dcim's and virtualization's controllers are generated (ExtrasModule registers first)
  devices.contributeAction(renderConfigAction('device'));
  virtualMachines.contributeAction(renderConfigAction('virtualmachine'));
}

@Module({})
export class ExtrasModule {
  static register() {
    registerTagFeature();
    registerCustomFieldFeature();
    registerConfigContextFeature();
    registerExtrasFeatures();
    return inventoryApp(
      ExtrasModule,
      'extras',
      [
        tags,
        taggedObjects,
        ...customFieldResources,
        customLinks,
        exportTemplates,
        savedFilters,
        tableConfigs,
        bookmarks,
        ...notificationResources,
        journalEntries,
        ...configContextResources,
        configTemplates,
        ...imageAttachmentResources,
      ],
      { providers: [CustomLinksPanel], controllers: [DashboardController] },
    );
  }
}
