/**
 * The shopper-text rules moved to the contract (shared/contract/ugc.ts: the sandbox enforces them
 * too). The storefront's address validators still read them here.
 */
export * from '../contract/ugc';
