import { useEffect, useState } from 'react';
import type { Names } from './adapter';

export interface ClockReading {
  readonly running: readonly number[];
  readonly remainingMs: readonly number[];
  readonly serverTime: string;
  readonly deadline: string | null;
}

const format = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  return `${h ? `${h}:` : ''}${mm}:${String(s % 60).padStart(2, '0')}`;
};

/** Each seat's time, counted down from the server's reading (its own time, not this machine's). */
export function Clocks({ reading, names, receivedAt }: { reading: ClockReading; names: Names; receivedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const elapsed = now - receivedAt;
  return (
    <section className="clocks" aria-label="Clocks">
      {reading.remainingMs.map((ms, seat) => {
        const running = reading.running.includes(seat);
        return (
          <span key={seat} className={`clock${running ? ' running' : ''}`} data-seat={seat}>
            {names.seat(seat)} {format(running ? ms - elapsed : ms)}
          </span>
        );
      })}
    </section>
  );
}
