import type { TokenGrant } from '@empires/contracts';
import type { AccessTokens, VerifiedAccess } from './access-tokens';
import type { Player } from './player';
import type { Revocations } from './revocations';
import { personalTokenParts } from './secrets';

/** Asks the service that owns accounts whom a personal token names. */
export type TokenLookup = (tokenId: string, tokenHash: string) => Promise<TokenGrant | null>;

export type Authentication = { readonly player: Player } | { readonly refused: 'expired' | 'invalid' };

const KEPT = 10_000;
/** A personal token's answer is kept this long; its revocation, heard from the account stream, ends it at once. */
const TOKEN_CACHE_MS = 60_000;

/**
 * Turns a bearer credential into a player: an access token (checked here, against the
 * revocations every gateway hears) or a personal token (asked of matchmaking once a minute).
 */
export class Authenticator {
  private readonly access = new Map<string, VerifiedAccess>();
  private readonly personal = new Map<string, { grant: TokenGrant; tokenHash: string; until: number }>();
  private lookup?: TokenLookup;

  constructor(
    readonly tokens: AccessTokens,
    readonly revocations: Revocations,
    private readonly now: () => number = () => Date.now(),
  ) {
    revocations.onRevoked((r) => r.tokenIds.forEach((id) => this.personal.delete(id)));
  }

  /** Set once the link to matchmaking is up: until then personal tokens are not taken. */
  lookUpTokensWith(lookup: TokenLookup): void {
    this.lookup = lookup;
  }

  async authenticate(bearer: string): Promise<Authentication> {
    const personal = personalTokenParts(bearer);
    if (personal) return this.personalToken(personal.tokenId, personal.tokenHash);
    if (bearer.startsWith('emp_')) return { refused: 'invalid' };
    const known = this.access.get(bearer);
    const checked = known ?? (await this.tokens.verify(bearer));
    if (typeof checked === 'string') return { refused: checked };
    if (checked.expiresAt * 1000 <= this.now()) {
      this.access.delete(bearer);
      return { refused: 'expired' };
    }
    if (this.revocations.revoked(checked.sessionId)) return { refused: 'invalid' };
    if (!known) {
      if (this.access.size >= KEPT) this.access.clear();
      this.access.set(bearer, checked);
    }
    return {
      player: {
        id: checked.playerId,
        name: checked.name,
        guest: checked.guest,
        bot: checked.bot,
        roles: checked.roles,
        sessionId: checked.sessionId,
        expiresAt: new Date(checked.expiresAt * 1000),
      },
    };
  }

  private async personalToken(tokenId: string, tokenHash: string): Promise<Authentication> {
    if (this.revocations.revoked(tokenId)) return { refused: 'invalid' };
    const cached = this.personal.get(tokenId);
    // A kept answer is only given to the same secret: the lookup checked that one.
    let grant = cached && cached.until > this.now() && cached.tokenHash === tokenHash ? cached.grant : undefined;
    if (!grant) {
      const found = this.lookup ? await this.lookup(tokenId, tokenHash) : null;
      if (!found) return { refused: 'invalid' };
      if (this.personal.size >= KEPT) this.personal.clear();
      this.personal.set(tokenId, { grant: found, tokenHash, until: this.now() + TOKEN_CACHE_MS });
      grant = found;
    }
    return {
      player: {
        id: grant.playerId,
        name: grant.name,
        guest: grant.guest,
        bot: grant.bot,
        roles: grant.roles,
        scopes: grant.scopes,
        tokenId: grant.tokenId,
      },
    };
  }
}
