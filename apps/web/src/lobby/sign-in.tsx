import { useState } from 'react';
import { useApi } from '../api';
import { messageOf } from '../use-load';

/** Plays as a guest by name, or signs in to (or creates) an account with a password; the session stays in this browser. */
export function SignIn() {
  const { signIn } = useApi();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const submit = (create: boolean) => async () => {
    setError(undefined);
    await signIn(name.trim(), password || undefined, create).catch((err: unknown) => setError(messageOf(err)));
  };
  return (
    <form
      className="sign-in"
      onSubmit={async (e) => {
        e.preventDefault();
        await submit(false)();
      }}
    >
      <label htmlFor="player-name">Your name</label>
      <input
        id="player-name"
        value={name}
        required
        maxLength={40}
        pattern="[A-Za-z0-9 _.'\-]+"
        autoComplete="username"
        onChange={(e) => setName(e.target.value)}
      />
      <label htmlFor="player-password">Password (none: play as a guest)</label>
      <input
        id="player-password"
        type="password"
        value={password}
        minLength={8}
        maxLength={200}
        autoComplete="current-password"
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit">Sign in</button>
      <button type="button" disabled={password.length < 8} onClick={submit(true)}>
        Create account
      </button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}
