export * from './schema-files';
