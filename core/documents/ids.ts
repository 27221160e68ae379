/** Branded ids, so a character id cannot be passed where a campaign id is wanted. */
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type CharacterId = Brand<string, 'CharacterId'>;
export type CampaignId = Brand<string, 'CampaignId'>;

/** A new random id (RFC 4122 v4 via the global Web Crypto, present in browsers, Electron and Node 20). */
export function newId<T extends string>(): Brand<string, T> {
  return globalThis.crypto.randomUUID() as Brand<string, T>;
}
