import type { RulesetsQuery } from '@empires/client';

type Option = RulesetsQuery['rulesets'][number]['options'][number];

/** Each option of a ruleset as the control its type calls for, with its description. */
export function OptionsForm(props: {
  options: readonly Option[];
  values: Readonly<Record<string, unknown>>;
  onChange(values: Record<string, unknown>): void;
}) {
  const { options, values, onChange } = props;
  const set = (name: string, value: unknown) => onChange({ ...values, [name]: value });
  return (
    <fieldset className="options">
      <legend>Options</legend>
      {options.map((option) => {
        const id = `option-${option.name}`;
        const value = values[option.name] ?? option.default;
        const types = option.type.split(' | ');
        let control;
        if (option.choices?.length) {
          control = (
            <select
              id={id}
              value={JSON.stringify(value)}
              onChange={(e) => set(option.name, JSON.parse(e.target.value))}
            >
              {option.choices.map((choice) => (
                <option key={JSON.stringify(choice)} value={JSON.stringify(choice)}>
                  {String(choice)}
                </option>
              ))}
            </select>
          );
        } else if (types.includes('boolean')) {
          control = (
            <input
              id={id}
              type="checkbox"
              checked={value === true}
              onChange={(e) => set(option.name, e.target.checked)}
            />
          );
        } else if (types.includes('integer') || types.includes('number')) {
          control = (
            <input
              id={id}
              type="number"
              min={option.minimum ?? undefined}
              max={option.maximum ?? undefined}
              step={types.includes('integer') ? 1 : 'any'}
              value={value === null || value === undefined ? '' : String(value)}
              placeholder={types.includes('null') ? 'none' : undefined}
              onChange={(e) => set(option.name, e.target.value === '' ? null : Number(e.target.value))}
            />
          );
        } else {
          control = <input id={id} value={String(value ?? '')} onChange={(e) => set(option.name, e.target.value)} />;
        }
        return (
          <div className="option" key={option.name}>
            <label htmlFor={id}>{option.name}</label>
            {control}
            <p className="description" id={`${id}-help`}>
              {option.description}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
