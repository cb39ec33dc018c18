import type { ChatMessageFieldsFragment } from '@empires/client';
import { useEffect, useState } from 'react';
import { useApi } from '../api';
import { messageOf } from '../use-load';

const SHOWN = 50;

/**
 * One chat channel: its last messages on opening, then live (deletions taken out), and a line to
 * post to it. The server decides who may read and write it; a refusal is shown in the panel.
 */
export function ChatPanel({ channel, title }: { channel: string; title: string }) {
  const { client, player } = useApi();
  const [messages, setMessages] = useState<ChatMessageFieldsFragment[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!player) return;
    setMessages([]);
    setError(undefined);
    return client.onChatMessage(
      channel,
      (m) =>
        setMessages((shown) =>
          m.deleted ? shown.filter((s) => s.id !== m.id) : [...shown.filter((s) => s.id !== m.id), m].slice(-SHOWN),
        ),
      SHOWN,
    );
  }, [client, player, channel]);

  if (!player) return null;
  return (
    <section className="panel chat" aria-label={title} data-channel={channel}>
      <h2>{title}</h2>
      <ol className="chat-lines" aria-live="polite">
        {messages.map((m) => (
          <li key={m.id} data-message={m.id}>
            <strong>{m.authorName}</strong> {m.body}
          </li>
        ))}
        {messages.length === 0 && <li className="quiet">No messages yet.</li>}
      </ol>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setError(undefined);
          try {
            await client.postChatMessage(channel, draft);
            setDraft('');
          } catch (err) {
            setError(messageOf(err));
          }
        }}
      >
        <label htmlFor={`chat-${channel}`}>Message</label>
        <input
          id={`chat-${channel}`}
          value={draft}
          maxLength={500}
          required
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit">Send</button>
      </form>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
