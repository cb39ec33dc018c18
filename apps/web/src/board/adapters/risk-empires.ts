import type { ViewOf } from '@empires/client';
import type { AdapterFactory, BoardAdapter, DiceRoll, Names } from '../adapter';
import { listOf, plainWords } from '../words';

type RiskView = ViewOf<'risk-empires'>;

const AREA_FIELDS = ['territory', 'from', 'to'];

/** Empire cards held: by rank (from 1), the suit held of it or -1; the deck numbers them suit * 13 + rank - 1. */
const heldEmpire = (byRank: readonly number[] | undefined) =>
  (byRank ?? []).flatMap((suit, i) => (suit >= 0 ? [{ rank: i + 1, suit }] : []));

const cardsOf = (ids: readonly number[] | undefined, deck: string, names: Names) =>
  (ids ?? []).map((id) => names.card(deck, id));

/** The risk-empires board; its phases are named as the descriptor names them. */
export const riskEmpires: AdapterFactory = (descriptor) => {
  const phaseName = (id: string) =>
    id === 'none'
      ? 'Waiting to start'
      : id === 'ended'
        ? 'Game over'
        : (descriptor.phases.find((p) => p.id === id)?.name ?? id);
  return adapter(phaseName);
};

const adapter = (phaseName: (id: string) => string): BoardAdapter => ({
  board: (descriptor) => descriptor.board,
  areaFields: AREA_FIELDS,

  marks(view) {
    const v = view as RiskView;
    return v.owner.map((owner, i) => ({
      owner: owner === -2 ? undefined : owner,
      label: owner === -2 ? undefined : String(v.armies[i]),
      badges: v.city[i] ? [{ shape: 'city', text: 'a city' }] : [],
      note: owner === -2 ? 'unclaimed' : `${v.armies[i]} armies${v.city[i] ? ', a city' : ''}`,
    }));
  },

  phase(view) {
    const v = view as RiskView;
    return `${v.round > 0 ? `Round ${v.round}: ` : ''}${phaseName(v.phase)}`;
  },

  panels(view, seat, names) {
    const v = view as RiskView;
    const seats = v.status.map((status, s) =>
      [
        names.seat(s),
        `${v.territoryCount[s]} territories`,
        `${v.cityCount[s]} cities`,
        v.toPlace[s] ? `${v.toPlace[s]} to place` : '',
        `${v.cards[s]?.length ?? 0} territory cards`,
        `${v.goods[s]?.length ?? 0} goods`,
        `${heldEmpire(v.empire[s]).length} Empire cards`,
        status === 0 ? '' : 'out',
      ]
        .filter(Boolean)
        .join(', '),
    );
    const panels = [{ title: 'Players', rows: seats }];
    if (seat !== undefined) {
      panels.unshift({
        title: 'Your hand',
        rows: [
          `Territory cards: ${listOf(cardsOf(v.cards[seat], 'territory-cards', names)) || 'none'}`,
          `Goods: ${listOf(cardsOf(v.goods[seat], 'goods', names)) || 'none'}`,
          `Empire cards: ${listOf(heldEmpire(v.empire[seat]).map(({ rank, suit }) => names.card('empire-cards', suit * 13 + rank - 1))) || 'none'}`,
        ],
      });
    }
    if (v.order.length) panels.push({ title: 'Round order', rows: [v.order.map((s) => names.seat(s)).join(' → ')] });
    return panels;
  },

  describeEvent(type, p, names) {
    const seat = (key = 'seat') => names.seat(p[key] as number);
    const area = (key: string) => names.area(p[key] as number);
    switch (type) {
      case 'TerritoryClaimed':
        return `${seat()} claims ${area('territory')}`;
      case 'SetupArmyPlaced':
        return `${seat()} places an army on ${area('territory')}`;
      case 'ArmiesPlaced':
        return `${seat()} places ${p.count} on ${area('territory')}`;
      case 'AttackDeclared':
        return `${seat()} attacks ${area('to')} from ${area('from')} with ${p.dice} ${p.dice === 1 ? 'die' : 'dice'}`;
      case 'BattleRolled':
        return `Battle at ${area('to')}: attacker loses ${p.attackerLost}, defender loses ${p.defenderLost}`;
      case 'TerritoryConquered':
        return `${seat()} conquers ${area('territory')}`;
      case 'TerritoryOccupied':
        return `${seat()} moves ${p.armies} into ${area('to')}`;
      case 'ArmiesMoved':
        return `${seat()} moves ${p.armies} from ${area('from')} to ${area('to')}`;
      case 'CityBuilt':
        return `${seat()} builds a city on ${area('territory')}`;
      case 'StepBegan':
        return `${p.step === 'none' ? 'nothing' : phaseName(p.step as string)}${(p.seat as number) >= 0 ? ` for ${seat()}` : ''}`;
      case 'RoundOrdered':
        return `Round ${p.round}: ${(p.order as number[]).map((s) => names.seat(s)).join(', ')}`;
      case 'SeatEliminated':
        return `${seat()} is eliminated`;
      case 'DisasterRolled':
        return `Disaster roll on ${area('territory')}: ${p.hit ? 'hit' : 'spared'}`;
      case 'TerritoryCardsTraded':
        return `${seat()} trades territory cards for ${p.armies} armies`;
      case 'EmpireCardsBought':
        return `${seat()} buys ${(p.cards as unknown[]).length} Empire card(s)`;
      case 'GameEnded':
        return `Game over (${p.reason})`;
      default:
        return plainWords(type, p, names, AREA_FIELDS);
    }
  },

  dice(type, p, names): DiceRoll[] {
    if (type === 'BattleRolled')
      return [
        { label: `attacker (${names.area(p.from as number)})`, faces: p.attack as number[], sides: 6 },
        { label: `defender (${names.area(p.to as number)})`, faces: p.defend as number[], sides: 6 },
      ];
    if (type === 'DisasterRolled')
      return [{ label: names.area(p.territory as number), faces: p.dice as number[], sides: 6 }];
    if (type === 'RoundOrdered' && Array.isArray(p.rolls))
      return (p.rolls as number[][]).flatMap((faces, s) =>
        faces.length ? [{ label: `tie-break, ${names.seat(s)}`, faces, sides: 6 }] : [],
      );
    return [];
  },
});
