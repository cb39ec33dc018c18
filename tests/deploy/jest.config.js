// The Kubernetes manifests of deploy/k8s, rendered by `kubectl kustomize` for each overlay and
// checked without a cluster: the API's own schemas, the operators' resources, and what the
// services need of them.
module.exports = { displayName: 'deploy', preset: '../../jest.preset.js', rootDir: __dirname };
