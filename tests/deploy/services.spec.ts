import { Topics } from '@empires/contracts';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IConfigMap, IContainer, IService } from 'kubernetes-models/v1';
import { ofKind, overlays, render, type Manifest } from './support/render';
import { serviceApps } from './support/services';

/** Names that must never hold a literal value in a manifest. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|CREDENTIAL|PRIVATE_KEY|API_KEY/i;

/** The partitions a service's consumer group shares: more pods than these sit idle. */
const sharedPartitions: Record<string, number> = {
  engine: Topics.gameCommands.partitions,
  history: Topics.gameEvents.partitions,
  'bot-runner': Topics.gameEvents.partitions,
};

const containerOf = (d: IDeployment): IContainer => d.spec!.template.spec!.containers[0];
const envValue = (c: IContainer, name: string) => c.env?.find((e) => e.name === name)?.value;
const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  !!selector && Object.entries(selector).every(([k, v]) => labels?.[k] === v);

describe.each(overlays())('overlay %s', (overlay) => {
  let manifests: Manifest[];
  let deployments: IDeployment[];
  beforeAll(() => {
    manifests = render(`overlays/${overlay}`);
    deployments = ofKind<IDeployment>(manifests, 'Deployment');
  });
  const deployment = (name: string) => deployments.find((d) => d.metadata?.name === name);

  it('runs every service of apps/ from the image, on the port its Service, probes and scrape name', () => {
    const apps = serviceApps();
    expect(apps.map((a) => a.name).sort()).toEqual(deployments.map((d) => d.metadata!.name).sort());
    for (const app of apps) {
      const d = deployment(app.name)!;
      const c = containerOf(d);
      const port = c.ports?.find((p) => p.name === 'http')?.containerPort;
      expect({ service: envValue(c, 'SERVICE'), port: envValue(c, 'PORT') }).toEqual({
        service: app.name,
        port: String(port),
      });
      expect(d.spec!.template.metadata?.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(port),
        'prometheus.io/path': '/metrics',
      });
      const service = ofKind<IService>(manifests, 'Service').find((s) => s.metadata?.name === app.name);
      expect(service?.spec?.ports?.[0].targetPort).toBe('http');
      expect(matches(service?.spec?.selector, d.spec!.template.metadata?.labels)).toBe(true);
    }
  });

  it('probes readiness on /health/ready, liveness and start-up on /health/live, on a port it declares', () => {
    for (const d of deployments)
      for (const c of d.spec!.template.spec!.containers)
        for (const [probe, path] of [
          [c.readinessProbe, '/health/ready'],
          [c.livenessProbe, '/health/live'],
          [c.startupProbe, '/health/live'],
        ] as const) {
          expect({ deployment: d.metadata!.name, path: probe?.httpGet?.path }).toEqual({
            deployment: d.metadata!.name,
            path,
          });
          expect(
            c.ports?.some((p) => p.name === probe!.httpGet!.port || p.containerPort === probe!.httpGet!.port),
          ).toBe(true);
        }
  });

  it('listens beyond loopback, with requests and limits', () => {
    for (const d of deployments) {
      const c = containerOf(d);
      const config = c.envFrom?.map((f) => f.configMapRef?.name);
      const fromConfig = ofKind<IConfigMap>(manifests, 'ConfigMap').find((m) => config?.includes(m.metadata?.name));
      expect(envValue(c, 'EMPIRES_LISTEN_ADDRESS') ?? fromConfig?.data?.EMPIRES_LISTEN_ADDRESS).toBe('0.0.0.0');
      expect(c.resources?.requests).toEqual(
        expect.objectContaining({ cpu: expect.anything(), memory: expect.anything() }),
      );
      expect(c.resources?.limits).toEqual(expect.objectContaining({ memory: expect.anything() }));
    }
  });

  it('takes every secret from a Secret the operator made, never from a literal', () => {
    expect(manifests.filter((m) => m.kind === 'Secret').map((m) => m.metadata.name)).toEqual([]);
    for (const d of deployments)
      for (const e of containerOf(d).env ?? []) {
        if (SECRET_NAME.test(e.name))
          expect({ [e.name]: e.valueFrom?.secretKeyRef?.name }).toEqual({ [e.name]: expect.any(String) });
        if (SECRET_NAME.test(e.name)) expect(e.value).toBeUndefined();
        if (e.value && /^postgres(ql)?:/.test(e.value)) expect(new URL(e.value).password).toBe('');
      }
    for (const map of ofKind<IConfigMap>(manifests, 'ConfigMap'))
      expect(Object.keys(map.data ?? {}).filter((key) => SECRET_NAME.test(key))).toEqual([]);
  });

  it('autoscales and budgets only what exists, consumer groups within their partitions', () => {
    for (const hpa of ofKind<IHorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler')) {
      const target = hpa.spec!.scaleTargetRef;
      expect({ kind: target.kind, exists: !!deployment(target.name) }).toEqual({ kind: 'Deployment', exists: true });
      expect(deployment(target.name)!.spec!.replicas).toBeUndefined(); // the autoscaler alone sets it
      expect(hpa.spec!.maxReplicas).toBeLessThanOrEqual(sharedPartitions[target.name] ?? Infinity);
    }
    for (const pdb of ofKind<IPodDisruptionBudget>(manifests, 'PodDisruptionBudget')) {
      const covered = deployments.filter((d) =>
        matches(pdb.spec!.selector?.matchLabels, d.spec!.template.metadata?.labels),
      );
      expect({ pdb: pdb.metadata!.name, covers: covered.length }).toEqual({ pdb: pdb.metadata!.name, covers: 1 });
    }
    const autoscaled = new Set(
      ofKind<IHorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler').map((h) => h.spec!.scaleTargetRef.name),
    );
    for (const d of deployments)
      if (!autoscaled.has(d.metadata!.name!)) expect(d.spec!.replicas).toBeGreaterThanOrEqual(1);
  });

  it('pins the image to a tag or digest', () => {
    for (const d of deployments) expect(containerOf(d).image).toMatch(/(:(?!latest$)[\w.-]+|@sha256:[0-9a-f]{64})$/);
  });
});
