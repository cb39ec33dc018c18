// Stack tests start real services and play whole games: on a loaded 2-core machine one of them has
// taken 3.5 minutes that takes 15 s alone. The limit catches a hang, not slowness.
jest.setTimeout(300_000);
