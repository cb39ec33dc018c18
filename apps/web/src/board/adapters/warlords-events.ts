import type { DiceRoll, Names } from '../adapter';
import { listOf, plainWords } from '../words';

/** A piece in words: its number and the seat it was dealt to (piece id = seat × 5 + number − 1). */
const pieceName = (piece: number, names: Names) => `general ${(piece % 5) + 1} of ${names.seat(Math.floor(piece / 5))}`;

/** Warlords' events in words; empires are the board's regions (Carrion is region 0). */
export function warlordsEvent(
  type: string,
  p: Record<string, unknown>,
  names: Names,
  areaFields: readonly string[],
): string {
  const seat = (key = 'seat') => names.seat(p[key] as number);
  const area = (key: string) => names.area(p[key] as number);
  const piece = (key = 'piece') => pieceName(p[key] as number, names);
  const pieces = (key: string) => listOf((p[key] as number[]).map((n) => pieceName(n, names)));
  switch (type) {
    case 'GameSetUp':
      return `The game is set up for ${p.seats} players`;
    case 'InitiativeRolled':
      return `Everyone rolls a d20 for the pick of sides: ${(p.pickOrder as number[]).map((s) => names.seat(s)).join(', ')}`;
    case 'GeneralsDealt':
      return `${seat()} is dealt five generals`;
    case 'EmpireChosen':
      return `${seat()} takes ${names.region(p.empire as number)}`;
    case 'TurnPlaceChosen':
      return `${seat()} takes turn place ${p.place}`;
    case 'SidesDecided':
      return `Sides decided; turn order ${(p.order as number[]).map((s) => names.seat(s)).join(', ')}`;
    case 'GeneralBanned':
      return `${seat()} bans ${names.card('generals', p.general as string)}`;
    case 'GeneralDrafted':
      return `${seat()} drafts ${names.card('generals', p.general as string)}`;
    case 'GeneralsAssigned':
      return `${seat()} puts its generals in their boxes`;
    case 'CapitalPlaced':
      return `The capital of ${names.region(p.empire as number)} stands on ${area('space')}`;
    case 'TownPlaced':
      return `${(p.seat as number) >= 0 ? seat() : 'Carrion'} places a town on ${area('space')}`;
    case 'SupplyLinePlaced':
      return `${seat()} places a supply line on ${area('space')}`;
    case 'GeneralPlaced':
      return `${seat()} places its general ${((p.piece as number) % 5) + 1} on ${area('space')}`;
    case 'CampaignBegan':
      return `The war begins: ${(p.order as number[]).map((s) => names.seat(s)).join(', ')}`;
    case 'TurnBegan':
      return `Round ${p.round}: ${seat()}'s turn`;
    case 'RegimentsRaised':
      return `${seat()} raises ${p.count} at ${area('from')} for ${piece()}`;
    case 'RegimentsDismissed':
      return `${seat()} dismisses ${p.count} of ${piece()}`;
    case 'RaisingEnded':
      return `${seat()} ends raising regiments`;
    case 'GeneralMoved':
      return `${piece()} moves from ${area('from')} to ${area('to')}`;
    case 'SupplyLineLaid':
      return `${piece()} lays a supply line on ${area('space')}`;
    case 'SupplyLineDestroyed':
      return `${seat()} destroys a supply line of ${seat('owner')} on ${area('space')}`;
    case 'GeneralHalted':
      return `${piece()} halts`;
    case 'TownEntered':
      return `${piece()} enters the town on ${area('space')}`;
    case 'TownOccupied':
      return `${seat()} occupies the town on ${area('space')}`;
    case 'GeneralLeftTown':
      return `${piece()} leaves the town for ${area('to')}`;
    case 'AttackDeclared':
      return `${piece()} ${p.main ? 'attacks' : 'assists the attack on'} ${area('target')} from ${area('from')}`;
    case 'MovementEnded':
      return `${seat()} ends movement`;
    case 'GeneralRevealed':
      return `${piece()} is revealed: ${names.card('generals', p.general as string)}`;
    case 'ChiefOfStaffMoved':
      return `${seat()}'s chief of staff goes ${(p.to as number) < 0 ? 'to the capital' : `to ${pieceName(p.to as number, names)}`}`;
    case 'TurnEnded':
      return `${seat()} ends the turn`;
    case 'BattleBegan':
      return `Battle at ${area('target')}: ${pieces('attackers')} against ${seat('defender')}`;
    case 'BattleVoided':
      return `The battle at ${area('target')} is called off`;
    case 'DefendersCommitted':
      return `Defending ${area('target')}: ${(p.main as number) >= 0 ? piece('main') : 'the garrison'}${(p.assists as number[]).length ? `, helped by ${pieces('assists')}` : ''}`;
    case 'BattleFought':
      return `Battle at ${area('target')}: attack ${p.attackRoll}+${p.attackBonus}, defence ${p.defendRoll}+${p.defendBonus}; the ${p.attackerWon ? 'attacker' : 'defender'} wins, ${p.kills} kills`;
    case 'ChiefOfStaffKilled':
      return `${seat()}'s chief of staff is killed`;
    case 'RegimentsKilled':
      return `${piece()} loses ${p.count} regiments`;
    case 'GeneralKilled':
      return `${piece()} is killed`;
    case 'GarrisonKilled':
      return `The garrison of ${area('space')} is killed`;
    case 'RetreatAwaited':
      return `${piece()} must retreat`;
    case 'GeneralRetreated':
      return `${piece()} retreats to ${area('to')}`;
    case 'GeneralSlaughtered':
    case 'AbandonedGeneralSlaughtered':
      return `${piece()} is slaughtered`;
    case 'GeneralAdvanced':
      return `${piece()} takes ${area('to')}`;
    case 'GeneralReturned':
      return `${piece()} returns to ${area('to')}`;
    case 'BattleEnded':
      return `The battle at ${area('target')} is over`;
    case 'BattlesEnded':
      return `${seat()}'s battles are over`;
    case 'EmpireCrumbled':
      return `${seat()}'s empire crumbles, taken by ${seat('by')}`;
    case 'EmpireSurrendered':
      return `${seat()} surrenders`;
    case 'RecruitAwaited':
      return `${seat()} may recruit a general`;
    case 'GeneralRecruited':
      return `${seat('by')} recruits ${piece()}`;
    case 'GeneralIdentityLearned':
      return `${seat()} learns that ${piece()} is ${names.card('generals', p.general as string)}`;
    case 'RecruitDeclined':
      return `${seat()} recruits nobody`;
    case 'GeneralsDispersed':
      return `${pieces('pieces')} disperse`;
    case 'EndProposed':
      return `${seat()} proposes to end the game: ranks ${(p.ranks as number[]).join(', ')}`;
    case 'EndAccepted':
      return `${seat()} accepts the end`;
    case 'EndRejected':
      return `${seat()} refuses the end`;
    case 'GameEnded':
      return `Game over (${p.reason}): scores ${(p.scores as number[]).join(', ')}`;
    default:
      return plainWords(type, p, names, areaFields);
  }
}

/** The d20s the events record: the pick of sides and each battle's two rolls. */
export function warlordsDice(type: string, p: Record<string, unknown>, names: Names): DiceRoll[] {
  if (type === 'BattleFought')
    return [
      { label: 'attacker', faces: [p.attackRoll as number], sides: 20 },
      { label: 'defender', faces: [p.defendRoll as number], sides: 20 },
    ];
  if (type === 'InitiativeRolled')
    return (p.rolls as number[][]).map((faces, s) => ({ label: names.seat(s), faces, sides: 20 }));
  return [];
}
