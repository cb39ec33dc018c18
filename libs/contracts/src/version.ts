/** The server's version (semver), as `serverInfo` reports it; a test keeps it equal to package.json's. */
export const SERVER_VERSION = '0.1.0';
