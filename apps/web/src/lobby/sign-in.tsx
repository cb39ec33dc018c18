import { useState } from 'react';
import { useApi } from '../api';
import { messageOf } from '../use-load';

/** Registers a player by name; the token stays in this browser. */
export function SignIn() {
  const { signIn } = useApi();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      className="sign-in"
      onSubmit={async (e) => {
        e.preventDefault();
        setError(undefined);
        await signIn(name.trim()).catch((err: unknown) => setError(messageOf(err)));
      }}
    >
      <label htmlFor="player-name">Your name</label>
      <input
        id="player-name"
        value={name}
        required
        maxLength={40}
        pattern="[A-Za-z0-9 _.'\-]+"
        autoComplete="nickname"
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit">Sign in</button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}
