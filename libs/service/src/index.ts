export * from './bootstrap';
export * from './health.controller';
export * from './infrastructure.module';
export * from './tokens';
export * from './health.service';
export * from './environment';
export * from './rulesets';
export * from './service-module';
