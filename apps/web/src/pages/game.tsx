import { isCode, type GameQuery, type GameSession } from '@empires/client';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../api';
import { ChatPanel } from '../chat/chat-panel';
import type { Offered } from '../board/actions';
import { areasOffered } from '../board/actions';
import { ActionPanel } from '../board/action-panel';
import { adapterFor } from '../board/adapters';
import { botLabel } from '../lobby/bot-levels';
import { Board } from '../board/board';
import { Clocks, type ClockReading } from '../board/clock';
import { EventLog } from '../board/event-log';
import { namesOf } from '../board/names';
import { navigate, useLocation } from '../router';
import { rulesetInfo, type RulesetInfo } from '../rulesets';
import { messageOf } from '../use-load';
import { AnalysisPanel } from './analysis-panel';
import { Outcome } from './outcome';
import { askCaughtUp } from './read-side';
import { Verify } from './verify';

/**
 * One game: played from the viewer's seat, watched live, or replayed at any seq (`?seq=N`). The
 * page follows the game's events through an SDK session and folds them with the ruleset's own
 * rules; the moves it offers are the server's legal actions.
 */
export function GamePage({ id }: { id: string }) {
  const { client, player } = useApi();
  const { query } = useLocation();
  const atSeq = query.has('seq') ? Number(query.get('seq')) : undefined;
  const [session, setSession] = useState<GameSession>();
  const [game, setGame] = useState<GameQuery['game']>();
  const [info, setInfo] = useState<RulesetInfo>();
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let open: GameSession | undefined;
    let live = true;
    setSession(undefined);
    if (!player) return;
    client
      .session(id)
      .then((s) => {
        if (!live) return void s.close();
        open = s;
        setSession(s);
        setVersion(s.version);
        s.onChange(() => setVersion(s.version));
      })
      .catch((e: unknown) => setError(messageOf(e)));
    return () => {
      live = false;
      void open?.close();
    };
  }, [client, id, player]);

  // Asked again when the game starts or ends: its seats and outcome come with it.
  useEffect(() => {
    client.game(id).then(setGame, (e: unknown) => setError(messageOf(e)));
  }, [client, id, session?.status]);
  useEffect(() => {
    if (game) rulesetInfo(client, game.ruleset.split('@')[0]).then(setInfo, (e: unknown) => setError(messageOf(e)));
  }, [client, game?.ruleset]);

  if (!player) return <p>Sign in (at the top of the page) to play or watch this game.</p>;
  if (error) return <p role="alert">Could not open the game: {error}</p>;
  if (!session || !game || !info) return <p aria-live="polite">Loading the game…</p>;
  return <GameScreen session={session} game={game} info={info} version={version} atSeq={atSeq} />;
}

interface ScreenProps {
  readonly session: GameSession;
  readonly game: GameQuery['game'];
  readonly info: RulesetInfo;
  readonly version: number;
  readonly atSeq?: number;
}

function GameScreen({ session, game, info, version, atSeq }: ScreenProps) {
  const { client } = useApi();
  const adapter = useMemo(() => adapterFor(info.descriptor), [info.descriptor]);
  const seq = atSeq === undefined ? version : Math.min(Math.max(atSeq, 0), version);
  const events = useMemo(() => session.events.filter((e) => e.seq <= seq), [session, version, seq]);
  const view = useMemo(() => session.viewAt(seq), [session, version, seq]);

  const board = view ? adapter.board(info.descriptor, view) : info.descriptor.board;
  const names = useMemo(() => {
    const seatNames = game.seats.map((s) =>
      s.kind === 'BOT' ? `Bot ${s.seat + 1} (${botLabel(s)})` : `Seat ${s.seat + 1}`,
    );
    if (session.seat !== undefined) seatNames[session.seat] = `You (seat ${session.seat + 1})`;
    return namesOf(info.descriptor, board, seatNames);
  }, [info.descriptor, board, game.seats, session.seat]);
  const toAct = session.toAct();
  const live = seq === version;
  const myTurn = live && session.seat !== undefined && toAct.includes(session.seat) && session.status === 'playing';

  const [offers, setOffers] = useState<readonly Offered[]>([]);
  /** The version the offers shown were asked at: until it is this page's, they are still coming. */
  const [offersAt, setOffersAt] = useState<number>();
  const [selected, setSelected] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [clock, setClock] = useState<{ reading: ClockReading; at: number }>();

  useEffect(() => {
    setOffers([]);
    setOffersAt(undefined);
    const seat = session.seat;
    if (!myTurn || seat === undefined) return;
    let current = true;
    askCaughtUp(
      () => client.legalActions(session.gameId, seat),
      (legal) => legal.version,
      version,
      () => current,
    ).then(
      // An answer for a later version than this page's: the page's own next change asks again.
      (legal) => {
        if (!current || legal?.version !== version) return;
        setOffers(legal.actions as Offered[]);
        setOffersAt(version);
      },
      (e: unknown) => current && setRefusal(messageOf(e)),
    );
    return () => {
      current = false;
    };
  }, [client, session, version, myTurn]);

  // A clock changes only with a ClockChanged event: the server's reading is asked then, not at every event.
  const clockChangedAt = useMemo(
    () => session.events.findLast((e) => e.type === 'ClockChanged')?.seq,
    [session, version],
  );
  useEffect(() => {
    if (!live || clockChangedAt === undefined) return;
    let current = true;
    askCaughtUp(
      () => client.view(session.gameId),
      (v) => v.seq,
      clockChangedAt,
      () => current,
    ).then((v) => current && v?.clock && setClock({ reading: v.clock, at: Date.now() }));
    return () => {
      current = false;
    };
  }, [client, session, clockChangedAt, live]);

  const submit = async (command: Offered) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await session.submit(command);
      setSelected(undefined);
    } catch (e) {
      setRefusal(isCode(e, 'VERSION_CONFLICT') ? 'The game moved on; look again.' : messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const goTo = (n: number | undefined) =>
    navigate(n === undefined ? `/games/${session.gameId}` : `/games/${session.gameId}?seq=${n}`, { replace: true });

  const active = areasOffered(offers, adapter.areaFields);
  return (
    <div
      className="game"
      data-ruleset={info.id}
      data-seq={seq}
      data-phase={String((view as { phase?: unknown } | null)?.phase ?? '')}
      data-status={session.status}
      data-my-turn={myTurn}
      data-offers-ready={myTurn && offersAt === version}
      data-seat={session.seat ?? ''}
    >
      <header className="game-head">
        <h1>
          {info.name} <small>{session.gameId}</small>
        </h1>
        <p className="status" aria-live="polite">
          {view ? adapter.phase(view) : game.status.toLowerCase()}
          {session.status === 'playing' && toAct.length > 0 && (
            <> · to act: {toAct.map((s) => names.seat(s)).join(', ')}</>
          )}
          {myTurn && <strong className="your-turn"> · your turn</strong>}
          {session.seat === undefined && <> · watching</>}
        </p>
        {clock && live && <Clocks reading={clock.reading} names={names} receivedAt={clock.at} />}
      </header>
      <div className="game-body">
        <div className="board-wrap">
          <Board
            board={board}
            marks={view ? adapter.marks(view, names) : []}
            colours={info.descriptor.seatColours}
            active={active}
            selected={selected}
            onSelect={(i) => setSelected((s) => (s === i ? undefined : i))}
          />
          <Replay seq={seq} last={version} live={live} onSeek={goTo} />
        </div>
        <aside className="side">
          {refusal && <p role="alert">{refusal}</p>}
          {myTurn && (
            <ActionPanel
              offers={offers}
              areaFields={adapter.areaFields}
              selected={selected}
              names={names}
              busy={busy}
              onSubmit={submit}
            />
          )}
          {view != null &&
            adapter.panels(view, session.seat, names).map((panel) => (
              <section className="panel" key={panel.title} aria-label={panel.title}>
                <h2>{panel.title}</h2>
                <ul>
                  {panel.rows.map((row, i) => (
                    <li key={i}>{row}</li>
                  ))}
                </ul>
              </section>
            ))}
          {game.outcome && <Outcome outcome={game.outcome} names={names} />}
          {session.status === 'finished' && (
            <AnalysisPanel gameId={session.gameId} names={names} colours={info.descriptor.seatColours} onSeek={goTo} />
          )}
          {session.status === 'finished' && <Verify gameId={session.gameId} />}
          <EventLog events={events} adapter={adapter} names={names} />
          {session.seat === undefined ? (
            <ChatPanel channel={`game:${session.gameId}:spectators`} title="Spectators' chat" />
          ) : (
            <ChatPanel channel={`game:${session.gameId}`} title="Players' chat" />
          )}
        </aside>
      </div>
    </div>
  );
}

/** The replay bar: a slider over the events and step buttons; "live" follows the game again. */
function Replay(props: { seq: number; last: number; live: boolean; onSeek(seq: number | undefined): void }) {
  const { seq, last, live, onSeek } = props;
  return (
    <div className="replay" role="group" aria-label="Replay">
      <button type="button" onClick={() => onSeek(0)} disabled={seq === 0} aria-label="First event">
        «
      </button>
      <button type="button" onClick={() => onSeek(Math.max(0, seq - 1))} disabled={seq === 0} aria-label="Step back">
        ◀
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={seq}
        aria-label="Event"
        onChange={(e) => onSeek(Number(e.target.value))}
      />
      <button type="button" onClick={() => onSeek(Math.min(last, seq + 1))} disabled={live} aria-label="Step forward">
        ▶
      </button>
      <button type="button" onClick={() => onSeek(undefined)} disabled={live} aria-label="Live">
        Live
      </button>
      <output aria-label="Position">
        {seq} / {last}
      </output>
    </div>
  );
}
