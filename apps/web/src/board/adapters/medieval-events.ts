import type { DiceRoll, Names } from '../adapter';
import { listOf, plainWords } from '../words';

type EmpireName = (empire: number) => string;

/** Medieval's events in words; those it has no words for keep their fields, empires named. */
export function medievalEvent(
  type: string,
  p: Record<string, unknown>,
  names: Names,
  empire: EmpireName,
  areaFields: readonly string[],
): string {
  const who = (key = 'empire') => empire(p[key] as number);
  const area = (key = 'area') => names.area(p[key] as number);
  const card = (key = 'card') => names.card('events', p[key] as number);
  switch (type) {
    case 'GameSetUp':
      return `The game is set up: ${listOf((p.inPlay as number[]).map(empire))}, ${p.lastRound} rounds`;
    case 'RoundBegan':
      return `Round ${p.round} begins`;
    case 'RoundEnded':
      return `Round ${p.round} ends`;
    case 'ScheduledEventHappened':
      return `Scheduled event: ${String(p.id).replace(/-/g, ' ')}`;
    case 'YearCardsDealt':
      return 'Year cards are dealt face down';
    case 'InitiativeRanked':
      return `Initiative ranking: ${(p.ranking as number[]).map(empire).join(', ')}`;
    case 'InitiativeSlotTaken':
      return `${who()} takes initiative slot ${(p.slot as number) + 1}`;
    case 'InitiativeDetermined':
      return `Turn order: ${(p.order as number[]).map(empire).join(', ')}`;
    case 'TurnBegan':
      return `${who()}'s turn`;
    case 'TurnEnded':
      return `${who()} ends its turn`;
    case 'EventCardDrawn':
      return `${who()} draws ${card()}`;
    case 'EventCardPlayed':
      return `${who()} plays ${card()}${(p.area as number) >= 0 ? ` on ${area()}` : ''}`;
    case 'EventCardDiscarded':
      return `${who()} discards ${card()}`;
    case 'EndeavourDeclared':
      return `${who()} attempts ${p.kind} on ${area('target')}${(p.base as number) >= 0 ? ` from ${area('base')}` : ''}${p.gold ? ` with ${p.gold} gold` : ''}`;
    case 'EndeavourResolved':
      return `${who()}'s ${p.kind} on ${area('target')}: Year card ${p.card}, rating ${p.er} (band ${p.band}), result ${p.result}`;
    case 'DefenseDeclared':
      return `${who()} defends${p.gold ? ` with ${p.gold} gold` : ''}`;
    case 'DefenseDeclined':
      return `${who()} does not defend`;
    case 'DefenseResolved':
      return `${who()}'s defence: Year card ${p.card}, rating ${p.rating} (band ${p.band}), result ${p.result}`;
    case 'AreaConquered':
      return `${who()} takes ${area()}${(p.from as number) >= 0 ? ` from ${who('from')}` : ''} by ${p.by}`;
    case 'GoldChanged':
      return `${who()} ${(p.delta as number) >= 0 ? 'gains' : 'pays'} ${Math.abs(p.delta as number)} gold (${p.reason})`;
    case 'TaxationBegan':
      return `${who()} levies taxes`;
    case 'TaxLevied':
      return `${who()} levies ${p.gold} gold in ${area()}`;
    case 'AreaPlundered':
      return `${who()} plunders ${area()} for ${p.gold} gold`;
    case 'TaxationEnded':
      return `${who()} ends taxation`;
    case 'SocialStateChanged':
      return `${area()}: social state ${p.ss}`;
    case 'FortChanged':
      return `${area()}: fort ${p.fort}`;
    case 'UnrestChanged':
      return `${area()} is ${p.unrest ? 'in unrest' : 'calm again'}`;
    case 'RebellionChecked':
      return `Rebellion check in ${area()} against ${p.rv}: ${p.failed ? 'failed' : 'passed'}`;
    case 'AreaRebelled':
      return `${area()} rebels against ${who('from')}`;
    case 'CourtMoved':
      return `${who()}'s court ${(p.area as number) >= 0 ? `moves to ${area()}` : 'goes into exile'}`;
    case 'ClaimGained':
      return `${who()} gains a claim on ${area()}`;
    case 'TieFormed':
      return `${who()} forms a tie with ${area()}`;
    case 'RaidDeclared':
      return `Raiders (group ${(p.group as number) + 1}) raid ${area('target')}`;
    case 'MagnateArose':
      return `The Magnate ${p.name} rises in ${area()}`;
    case 'AreaTakenByMagnate':
      return `A Magnate takes ${area()}`;
    case 'StatureChecked':
      return `${who()}'s leader ${p.died ? 'dies; the heir is' : 'is now'} ${(p.leader as { name: string }).name}`;
    case 'NewDynasty':
      return `${who()}: a new dynasty under ${(p.leader as { name: string }).name}`;
    case 'AllianceFormed':
      return `${who()} allies with ${names.seat(p.seat as number)}`;
    case 'AllianceEnded':
      return `${who()} leaves its alliance with ${names.seat(p.seat as number)}`;
    case 'EmpireRemoved':
      return `${who()} is removed from the map`;
    case 'GameEnded':
      return `Game over: scores ${(p.scores as number[]).join(', ')}`;
    default: {
      const named = Object.fromEntries(
        Object.entries(p).map(([k, v]) => [k, k === 'empire' && typeof v === 'number' ? empire(v) : v]),
      );
      return plainWords(type, named, names, areaFields);
    }
  }
}

const STATURES = ['combat', 'administration', 'diplomacy'];

/** Every die the events record: d6s mostly, a die as large as the tie it breaks, initiative's d1000. */
export function medievalDice(type: string, p: Record<string, unknown>, names: Names, empire: EmpireName): DiceRoll[] {
  const d6 = (label: string, faces: unknown) => ({ label, faces: faces as number[], sides: 6 });
  const rolls = () =>
    (p.rolls as { seat: number; dice: number[] }[]).map((r) =>
      d6(r.seat >= 0 ? names.seat(r.seat) : empire(p.empire as number), r.dice),
    );
  switch (type) {
    case 'DiceRolled':
      return [d6(String(p.rule), p.dice)];
    case 'TieBrokenByDie':
      return [{ label: 'tie-break', faces: [p.roll as number], sides: (p.among as number[]).length }];
    case 'InitiativeRanked':
      return (p.tieDice as number[]).length
        ? [{ label: 'initiative tie-break', faces: p.tieDice as number[], sides: 1000 }]
        : [];
    case 'RaiderActivityRolled':
      return [d6(`raiders ${(p.group as number) + 1}`, [p.roll])];
    case 'RebellionChecked':
      return [d6(names.area(p.area as number), p.dice)];
    case 'StatureChecked':
      return [d6('mortality', p.mortality), ...(p.rolls as number[][]).map((faces, i) => d6(STATURES[i], faces))];
    case 'NewDynasty':
      return (p.rolls as number[][]).map((faces, i) => d6(STATURES[i], faces));
    case 'AllianceRolled':
    case 'IndependentVotesRolled':
    case 'AsylumDecided':
      return rolls();
    default:
      return [];
  }
}
