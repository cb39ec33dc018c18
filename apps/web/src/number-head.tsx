import type { ReactNode } from 'react';

/** A column heading over numbers, aligned as its cells are. */
export function NumberHead({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="number">
      {children}
    </th>
  );
}
