import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AdminModule } from './admin/admin.module.js';
import { ObjectPermissionPolicy } from './auth/access.policy.js';
import { AuthGuard } from './auth/auth.guard.js';
import { AuthModule } from './auth/auth.module.js';
import { ChangelogModule } from './changelog/changelog.module.js';
import { CoreAppModule } from './coreapp/coreapp.module.js';
import { CircuitsModule } from './circuits/circuits.module.js';
import type { Settings } from './config/settings.js';
import { CoreModule } from './core/api/core.module.js';
import { ApiExceptionFilter } from './core/api/exception.filter.js';
import { MediaController } from './core/api/media.controller.js';
import { RootController } from './core/api/root.controller.js';
import { SchemaController } from './core/api/schema.controller.js';
import { Db } from './database/db.js';
import { DcimModule } from './dcim/dcim.module.js';
import { EventsModule } from './events/events.module.js';
import { ExtrasModule } from './extras/extras.module.js';
import { IpamModule } from './ipam/ipam.module.js';
import { Health } from './ops/health.js';
import { Metrics } from './ops/metrics.js';
import { OpsModule } from './ops/ops.module.js';
import { StatusController } from './status/status.controller.js';
import { TenancyModule } from './tenancy/tenancy.module.js';
import { UsersModule } from './users/users.module.js';
import { VirtualizationModule } from './virtualization/virtualization.module.js';
import { VpnModule } from './vpn/vpn.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { WirelessModule } from './wireless/wireless.module.js';

@Module({})
export class AppModule {
  /** `databaseUrl`: the effective database (embedded or not), for the PostgreSQL queue backend. */
  static forRoot(settings: Settings, db: Db, runtime: { databaseUrl: string; runWorker: boolean; metrics: Metrics; health: Health }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        OpsModule.forRoot(runtime.metrics, runtime.health),
        CoreModule.forRoot(settings, db, ObjectPermissionPolicy),
        AuthModule.register(),
        ExtrasModule.register(),
        TenancyModule.register(),
        DcimModule.register(),
        IpamModule.register(),
        CircuitsModule.register(),
        VirtualizationModule.register(),
        VpnModule.register(),
        WirelessModule.register(),
        UsersModule.register(),
        ChangelogModule.register(),
        CoreAppModule.register(settings, runtime.databaseUrl, runtime.runWorker),
        WebhooksModule.register(settings, runtime.databaseUrl, runtime.runWorker),
        EventsModule.register(),
        AdminModule,
      ],
      controllers: [RootController, StatusController, SchemaController, MediaController],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
