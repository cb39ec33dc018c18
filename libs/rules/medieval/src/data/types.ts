/** The map and scenario as compact, index-based data (generated from the reference JSON). */
interface AreaData {
  readonly id: string;
  readonly name: string;
  readonly region: string;
  readonly language: number;
  readonly religion: number;
  readonly pop: number;
  readonly maxSS: number;
  readonly coastal: boolean;
  readonly seafaring: boolean;
  readonly seas: readonly number[];
  /** Land links, straits included (M2.1). */
  readonly land: readonly number[];
}

export interface MapData {
  readonly areas: readonly AreaData[];
  readonly seas: readonly { readonly id: string; readonly name: string; readonly neighbors: readonly number[] }[];
  readonly languages: readonly { readonly id: string; readonly family: number }[];
  readonly families: readonly { readonly id: string; readonly indoEuropean: boolean }[];
  readonly religions: readonly { readonly id: string; readonly christian: boolean }[];
}

interface LeaderData {
  readonly name: string;
  readonly c: number;
  readonly a: number;
  readonly d: number;
}

interface EmpireData {
  readonly id: string;
  readonly name: string;
  readonly court: number;
  readonly language: number;
  readonly religion: number;
  readonly leader: LeaderData;
  readonly heirNames: readonly string[];
  readonly gold: number;
  readonly areas: readonly number[];
  readonly claims: readonly number[];
  readonly ties: readonly number[];
  readonly handicap: number;
  /** S003 18.3(2) scenario flags (M19.9); no Millennium empire has any. */
  readonly flags?: readonly EmpireFlag[];
}

/** `noParley`: neither calls nor votes in parleys; `claimsOnlyViaUnclaimedAndDynastic`: claims only by S003 18.0(2) and (4). */
type EmpireFlag = 'noParley' | 'claimsOnlyViaUnclaimedAndDynastic';

interface StartArea {
  readonly owner: number;
  readonly magnate: number;
  readonly ss: number;
  readonly fort: number;
  readonly unrest: boolean;
  readonly religion: number;
  readonly language: number;
}

export interface ScenarioData {
  readonly rounds: number;
  readonly empireOrder: readonly number[];
  readonly droppable: readonly number[];
  readonly empires: readonly EmpireData[];
  readonly areas: readonly StartArea[];
  readonly magnates: readonly {
    readonly id: string;
    readonly name: string;
    readonly court: number;
    readonly combat: number;
  }[];
  readonly raiders: readonly {
    readonly id: string;
    readonly name: string;
    readonly firstRound: number;
    readonly lastRound: number;
    readonly combat: readonly (readonly number[])[];
    readonly activity: number;
    readonly raids: number;
    readonly homelands: readonly number[];
    readonly targets: readonly number[];
  }[];
}
