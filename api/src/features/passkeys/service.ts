import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { getOrCreateSecret } from '../../lib/secrets';
import { challengeOf, keepChallenge, takeChallenge, userHandle } from './ceremony';
import type { PasskeySettings } from './config';
import { CHALLENGE_TTL_SECONDS, MAX_PASSKEYS_PER_MEMBER } from './limits';
import type { PasskeyView } from './schemas';
import { withPasskeyTables, type PasskeyDB } from './tables';
import { passkeyTexts as T } from './texts';

/** Who is adding a passkey: what their password manager will show it under. */
export interface PasskeyOwner {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}

const notVerified = () => new HttpError(400, T.notVerified);
const fromBase64url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));

/** A member's passkeys (issue 36.2): adding one, listing and removing them, and signing in with one. */
export class Passkeys {
  private tablesDb?: Kysely<PasskeyDB>;

  constructor(
    private readonly baseDb: Kysely<DB>,
    private readonly settings: PasskeySettings,
  ) {}

  /** Made on first use: an app built without a database (a static site only) still registers the routes. */
  private get db(): Kysely<PasskeyDB> {
    return (this.tablesDb ??= withPasskeyTables(this.baseDb));
  }

  /** Options for the browser to make a passkey for `owner` (never one it holds for them already). */
  async registrationOptions(owner: PasskeyOwner): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const held = await this.db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', owner.id).execute();
    if (held.length >= MAX_PASSKEYS_PER_MEMBER) throw new HttpError(409, T.tooMany(MAX_PASSKEYS_PER_MEMBER));
    const options = await generateRegistrationOptions({
      rpName: T.rpName,
      rpID: this.settings.rpId,
      // What the member types to sign in, so that is what their password manager shows.
      userName: owner.email,
      userDisplayName: [owner.first_name, owner.last_name].filter(Boolean).join(' '),
      userID: userHandle(await this.handleSecret(), owner.id),
      timeout: CHALLENGE_TTL_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: held.map((passkey) => ({ id: passkey.credential_id, transports: transportsOf(passkey.transports) })),
      // Discoverable, so that signing in needs no address first.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await keepChallenge(this.db, options.challenge, 'register', owner.id);
    return options;
  }

  /** Check the browser's new passkey against the member's challenge and keep it. */
  async add(userId: number, response: RegistrationResponseJSON, name: string): Promise<PasskeyView> {
    const challenge = challengeOf(response.response.clientDataJSON);
    await takeChallenge(this.db, challenge, 'register', userId);
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.settings.origins,
      expectedRPID: this.settings.rpId,
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified) throw notVerified();
    const { credential, credentialBackedUp } = verification.registrationInfo;
    return this.db.transaction().execute(async (trx) => {
      // The member's row is locked, so two passkeys added at once are counted one after the other.
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      const { count } = await trx
        .selectFrom('passkeys')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (count >= MAX_PASSKEYS_PER_MEMBER) throw new HttpError(409, T.tooMany(MAX_PASSKEYS_PER_MEMBER));
      const added = await trx
        .insertInto('passkeys')
        .values({
          user_id: userId,
          credential_id: credential.id,
          public_key: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: (credential.transports ?? []).join(','),
          name,
          backed_up: credentialBackedUp,
        })
        .onConflict((oc) => oc.column('credential_id').doNothing())
        .returning(['id', 'name', 'created_at', 'last_used_at', 'backed_up'])
        .executeTakeFirst();
      if (!added) throw new HttpError(409, T.alreadyAdded);
      return toView(added);
    });
  }

  async list(userId: number): Promise<PasskeyView[]> {
    const rows = await this.db
      .selectFrom('passkeys')
      .select(['id', 'name', 'created_at', 'last_used_at', 'backed_up'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toView);
  }

  /** Remove one of the member's passkeys: the owner is part of the statement, so nobody else's goes. */
  async remove(userId: number, id: number): Promise<void> {
    const removed = await this.db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (removed.numDeletedRows === 0n) throw new HttpError(404, T.notFound);
  }

  /** Options for the browser to sign in with any passkey it holds for this site. */
  async authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: this.settings.rpId,
      timeout: CHALLENGE_TTL_SECONDS * 1000,
      userVerification: 'preferred',
    });
    await keepChallenge(this.db, options.challenge, 'sign-in', null);
    return options;
  }

  /** The member a browser's signed answer proves to be (400 otherwise); the passkey's count moves forward. */
  async authenticate(response: AuthenticationResponseJSON): Promise<number> {
    const challenge = challengeOf(response.response.clientDataJSON);
    await takeChallenge(this.db, challenge, 'sign-in', null);
    const passkey = await this.db
      .selectFrom('passkeys')
      .select(['id', 'user_id', 'credential_id', 'public_key', 'counter', 'transports'])
      .where('credential_id', '=', response.id)
      .executeTakeFirst();
    if (!passkey) throw new HttpError(400, T.unknownPasskey);
    const { userHandle: handle } = response.response;
    if (handle !== undefined && handle !== Buffer.from(userHandle(await this.handleSecret(), passkey.user_id)).toString('base64url')) {
      throw notVerified();
    }
    const { counter } = passkey;
    let newCounter: number;
    try {
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.settings.origins,
        expectedRPID: this.settings.rpId,
        credential: {
          id: passkey.credential_id,
          publicKey: fromBase64url(passkey.public_key),
          counter,
          transports: transportsOf(passkey.transports),
        },
        requireUserVerification: false,
      });
      if (!verification.verified) throw notVerified();
      newCounter = verification.authenticationInfo.newCounter;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // The library refuses a count that did not move forward: a sign of a copied authenticator.
      if (error instanceof Error && /counter/i.test(error.message)) throw new HttpError(400, T.counterMismatch);
      throw notVerified();
    }
    // Compare and set: of two answers racing with the same count, only one moves it.
    const used = await this.db
      .updateTable('passkeys')
      .set({ counter: newCounter, last_used_at: new Date() })
      .where('id', '=', passkey.id)
      .where((eb) => (newCounter === 0 ? eb('counter', '=', 0) : eb('counter', '<', newCounter)))
      .returning('user_id')
      .executeTakeFirst();
    if (!used) throw new HttpError(400, T.counterMismatch);
    return used.user_id;
  }

  private handleSecret(): Promise<string> {
    return getOrCreateSecret(this.baseDb, 'passkey-user-handle');
  }
}

function transportsOf(stored: string): AuthenticatorTransport[] {
  return stored === '' ? [] : (stored.split(',') as AuthenticatorTransport[]);
}

function toView(row: { id: number; name: string; created_at: Date; last_used_at: Date | null; backed_up: boolean }): PasskeyView {
  return { id: row.id, name: row.name, created_at: row.created_at, last_used_at: row.last_used_at, synced: row.backed_up };
}
