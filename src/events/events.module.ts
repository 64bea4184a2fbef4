import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { eventRules } from './event-rules.resources.js';
import { RelayService } from './relay.service.js';

/** Event rules (what to announce) and the relay that moves committed outbox rows to the delivery queue. */
@Module({})
export class EventsModule {
  static register() {
    return { ...inventoryApp(EventsModule, 'extras', [eventRules], { providers: [RelayService] }), exports: [RelayService] };
  }
}
