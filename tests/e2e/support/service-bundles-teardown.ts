import { removeServiceBundles } from './service-bundles';

// Jest's global tear-down takes a module's default export.
export default removeServiceBundles;
