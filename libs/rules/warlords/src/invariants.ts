import { homeCapital } from './queries';
import { CHIEF_IN_CAPITAL, type WarlordsState } from './state';
import { maxRegiments } from './traits';

/** Broken rules of the board, for simulations and property tests; empty when all hold. */
export function invariants(s: WarlordsState): readonly string[] {
  if (s.phase === 'new') return [];
  const out: string[] = [];
  const resting = new Map<number, number[]>();
  let onBoard = 0;
  s.pieces.forEach((p, i) => {
    const inGame = p.status === 'active' || p.status === 'abandoned';
    if (inGame) {
      onBoard += p.regiments;
      if (p.space < 0) out.push(`general ${i} is in play but nowhere`);
      if (p.regiments < 1) out.push(`general ${i} is in play with ${p.regiments} regiments`);
      if (p.regiments > maxRegiments(s, i)) out.push(`general ${i} commands ${p.regiments} > ${maxRegiments(s, i)}`);
      if (p.attacking < 0 && p.space >= 0) {
        const here = resting.get(p.space);
        if (here) here.push(i);
        else resting.set(p.space, [i]);
      }
      const awaitingRecruiter = s.pending?.kind === 'recruit' && s.pending.candidates.includes(i);
      if (p.status === 'active' && p.owner >= 0 && s.seats[p.owner].status !== 'playing' && !awaitingRecruiter)
        out.push(`general ${i} serves a fallen empire`);
    } else if (p.status !== 'unplaced' && (p.regiments !== 0 || p.space !== -1))
      out.push(`general ${i} is gone but still counted`);
    else if (p.status === 'unplaced') onBoard += p.regiments;
  });
  const mover = s.turn?.mover ?? -1;
  const inTown = s.pending?.kind === 'leaveTown' ? s.pending.piece : -1;
  for (const [space, here] of resting) {
    const others = here.filter((i) => i !== mover);
    if (others.length > 1) out.push(`generals ${others.join(', ')} share space ${space}`);
    if (s.townAt[space] >= 0 && others.some((i) => i !== inTown)) out.push(`a general rests on the town at ${space}`);
  }
  s.towns.forEach((t) => {
    if (t.occupant >= 0) onBoard++;
    if (t.occupant >= 0 && s.seats[t.occupant].status !== 'playing')
      out.push(`town ${t.space} held by a fallen empire`);
    if (s.lines[t.space] >= 0) out.push(`a supply line lies on the town at ${t.space}`);
  });
  const lines = s.lines;
  for (let space = 0; space < lines.length; space++) {
    if (lines[space] >= 0 && s.seats[lines[space]].status !== 'playing')
      out.push(`line at ${space} of a fallen empire`);
  }
  if (onBoard !== s.made - s.lost) out.push(`regiments: ${onBoard} on the board, ${s.made} made - ${s.lost} lost`);
  if (s.phase === 'play' || s.phase === 'ended') {
    s.seats.forEach((st, seat) => {
      if (st.status !== 'playing') return;
      const capital = homeCapital(s, seat);
      // Between the capital's regiment dying and the battle's end the empire has not crumbled yet.
      const falling = s.turn?.fight?.garrisonKilled === true && s.turn.fight.target === capital;
      if (capital < 0 || (s.towns[s.townAt[capital]].occupant !== seat && !falling))
        out.push(`seat ${seat} plays without its capital`);
      if (st.chief >= 0 && (s.pieces[st.chief]?.owner !== seat || s.pieces[st.chief].status !== 'active'))
        out.push(`seat ${seat}'s chief of staff rides with no general of his`);
      if (st.chief < CHIEF_IN_CAPITAL - 1) out.push(`seat ${seat} has a bad chief of staff`);
    });
  }
  return out;
}
