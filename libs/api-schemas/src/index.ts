export * from './schema-files';
export * from './api-docs';
