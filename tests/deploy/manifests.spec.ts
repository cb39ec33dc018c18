import { overlays, render } from './support/render';
import { problemsOf } from './support/validate';

describe.each(['base', ...overlays().map((o) => `overlays/${o}`)])('deploy/k8s/%s', (folder) => {
  it('renders, and every object is valid for its kind', () => {
    const manifests = render(folder);
    expect(manifests.length).toBeGreaterThan(0);
    expect(manifests.flatMap(problemsOf)).toEqual([]);
  });
});

it('has the overlays operators are told to apply', () => {
  expect(overlays()).toEqual(['local', 'production']);
});
