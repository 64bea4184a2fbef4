import { DynamicModule, Global, Module } from '@nestjs/common';
import { Health } from './health.js';
import { Metrics } from './metrics.js';

/** The process's metrics and health, built at boot (src/server.ts), for the parts that add figures to them. */
@Global()
@Module({})
export class OpsModule {
  static forRoot(metrics: Metrics, health: Health): DynamicModule {
    return {
      module: OpsModule,
      providers: [
        { provide: Metrics, useValue: metrics },
        { provide: Health, useValue: health },
      ],
      exports: [Metrics, Health],
    };
  }
}
