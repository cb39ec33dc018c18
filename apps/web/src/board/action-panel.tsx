import { useEffect, useState } from 'react';
import type { Names } from './adapter';
import { commandOf, groupOffers, offersAt, type ActionGroup, type Offered } from './actions';

export interface ActionPanelProps {
  readonly offers: readonly Offered[];
  readonly areaFields: readonly string[];
  readonly selected?: number;
  readonly names: Names;
  readonly busy: boolean;
  onSubmit(command: Offered): void;
}

const words = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2');

function titleOf(group: ActionGroup, areaFields: readonly string[], names: Names): string {
  const areas = areaFields
    .filter((f) => typeof group.fixed[f] === 'number' && (group.fixed[f] as number) >= 0)
    .map(
      (f) => `${f === 'territory' || f === 'area' || f === 'space' ? 'on' : f} ${names.area(group.fixed[f] as number)}`,
    );
  const others = Object.entries(group.fixed)
    .filter(([f]) => f !== 'type' && !areaFields.includes(f))
    .map(([f, v]) => `${f} ${Array.isArray(v) ? v.join(', ') : String(v)}`);
  return [words(group.type), ...areas, ...others].join(' ');
}

/**
 * What the viewer may do now, as the server offers it: the offers naming the selected area, or
 * those naming none. Amounts are steppers and sliders bounded by the offered ranges; a choice the
 * offers do not allow cannot be sent.
 */
export function ActionPanel({ offers, areaFields, selected, names, busy, onSubmit }: ActionPanelProps) {
  const here = groupOffers(offersAt(offers, areaFields, selected), areaFields);
  const general = selected === undefined ? [] : groupOffers(offersAt(offers, areaFields, undefined), areaFields);
  if (offers.length === 0) return null;
  return (
    <section className="actions" aria-label="Your moves">
      <h2>Your move</h2>
      {selected === undefined && offersAt(offers, areaFields, undefined).length < offers.length && (
        <p className="hint">Choose a highlighted area on the board for the moves there.</p>
      )}
      {selected !== undefined && here.length === 0 && <p className="hint">Nothing to do on {names.area(selected)}.</p>}
      {[...here, ...general].map((group) => (
        <ActionForm
          key={group.key}
          group={group}
          title={titleOf(group, areaFields, names)}
          busy={busy}
          onSubmit={onSubmit}
        />
      ))}
    </section>
  );
}

function ActionForm(props: { group: ActionGroup; title: string; busy: boolean; onSubmit(command: Offered): void }) {
  const { group, title, busy, onSubmit } = props;
  const initial = () => Object.fromEntries(group.amounts.map((a) => [a.field, a.range.max]));
  const [chosen, setChosen] = useState<Record<string, number>>(initial);
  useEffect(() => setChosen(initial()), [group.key]);
  const command = commandOf(group, chosen);
  return (
    <form
      className="action"
      onSubmit={(e) => {
        e.preventDefault();
        // Resigning cannot be taken back: it is asked once more.
        if (command && (command.type !== 'Resign' || window.confirm('Resign this game? It cannot be undone.')))
          onSubmit(command);
      }}
    >
      {group.amounts.map((amount) => {
        const id = `${group.key}-${amount.field}`;
        const value = chosen[amount.field] ?? amount.range.max;
        const set = (v: number) => setChosen((c) => ({ ...c, [amount.field]: v }));
        return (
          <div className="amount" key={amount.field}>
            <label htmlFor={id}>{amount.field}</label>
            {amount.values && amount.values.length <= 6 ? (
              <select id={id} value={value} onChange={(e) => set(Number(e.target.value))}>
                {amount.values.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            ) : (
              <>
                <input
                  type="range"
                  aria-label={`${amount.field} (slider)`}
                  min={amount.range.min}
                  max={amount.range.max}
                  value={value}
                  onChange={(e) => set(Number(e.target.value))}
                />
                <input
                  id={id}
                  type="number"
                  min={amount.range.min}
                  max={amount.range.max}
                  value={value}
                  onChange={(e) => set(Number(e.target.value))}
                />
              </>
            )}
          </div>
        );
      })}
      <button type="submit" disabled={busy || !command} data-action={group.type}>
        {title}
      </button>
    </form>
  );
}
