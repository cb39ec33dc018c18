import { ApiProvider, useApi } from './api';
import { SignIn } from './lobby/sign-in';
import { routes } from './pages/routes';
import { Link, match, useLocation } from './router';

export function App() {
  return (
    <ApiProvider>
      <Shell />
    </ApiProvider>
  );
}

function Shell() {
  const { player, signOut } = useApi();
  const { path } = useLocation();
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <Link href="/" className="brand">
          Empires
        </Link>
        <nav aria-label="Main">
          <Link href="/">Lobby</Link>
          <Link href="/tournaments">Tournaments</Link>
          <Link href="/ratings">Ratings</Link>
        </nav>
        <div className="me">
          {player ? (
            <>
              <span data-player={player.id}>{player.name}</span>{' '}
              <button type="button" onClick={signOut}>
                Sign out
              </button>
            </>
          ) : (
            <SignIn />
          )}
        </div>
      </header>
      <main id="main">
        <Screen path={path} />
      </main>
    </>
  );
}

function Screen({ path }: { path: string }) {
  for (const route of routes) {
    const params = match(route.path, path);
    if (params) return route.render(params);
  }
  return <p>There is no page at {path}.</p>;
}
