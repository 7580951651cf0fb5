/**
 * The main module of the workerd integration tests: the storefront, plus the sandbox's Durable
 * Object class so that the sandbox runs in the same workerd with real D1 and Durable Objects.
 * (the Workers Vitest plugin failed to start any auxiliary worker here, so the SANDBOX binding is
 * an in-process Fetcher over the sandbox app: see `sandboxBinding` in helpers.ts.)
 */

export { Basket, Consumer } from '../../sandbox/src/index';
export { default, OpsStore, PurgeLogStore, RateBudget, RefreshGate, RequestGate } from '../index';
