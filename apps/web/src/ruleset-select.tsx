import type { SelectHTMLAttributes } from 'react';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>;

/** The rulesets by name, `value` and `choose` by id; other attributes (an id for a label) go to the select. */
export function RulesetSelect({
  rulesets,
  value,
  choose,
  ...select
}: { rulesets: readonly { id: string; name: string }[]; value: string; choose: (id: string) => void } & SelectProps) {
  return (
    <select {...select} value={value} onChange={(e) => choose(e.target.value)}>
      {rulesets.map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      ))}
    </select>
  );
}
