import Ajv from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Service } from 'kubernetes-models/v1';
import { k8sRoot, type Manifest } from './render';

type Validated = new (data: never) => { validate(): void };

/** Kubernetes' own kinds, checked against the API's OpenAPI schemas as kubernetes-models carries them. */
const coreKinds: Record<string, Validated> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

/** The operators' kinds, against the schemas beside the manifests (`<group>.<Kind>.json`). */
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const schemasDir = join(k8sRoot, 'schemas');
const customKinds = Object.fromEntries(
  readdirSync(schemasDir).map((file) => [
    file.replace(/\.json$/, ''),
    ajv.compile(JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as object),
  ]),
);

/** What is wrong with one object, as `Kind/name: problem` lines; none when it validates. */
export function problemsOf(m: Manifest): string[] {
  const where = `${m.kind}/${m.metadata?.name}`;
  const core = coreKinds[`${m.apiVersion}/${m.kind}`];
  if (core) {
    try {
      new core(m as never).validate();
      return [];
    } catch (error) {
      return [`${where}: ${(error as Error).message}`];
    }
  }
  const custom = customKinds[`${m.apiVersion.split('/')[0]}.${m.kind}`];
  if (!custom) return [`${where}: no schema for ${m.apiVersion} ${m.kind} (add one to deploy/k8s/schemas)`];
  if (custom(m)) return [];
  return (custom.errors ?? []).map((e) => `${where}: ${e.instancePath || '/'} ${e.message}`);
}
