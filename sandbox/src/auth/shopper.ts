/**
 * Who a call is made for: what a verified access token names (`tokens.ts`) and the routes read as
 * `c.var.shopper` (`../env.ts`). Its own module so that the token code, which the Consumer Durable
 * Object uses, never imports `env.ts` (which names that object's class).
 */
export type Shopper = {
  consumerNo: string;
  consumerType: 'GUEST' | 'REGISTERED' | 'EMPLOYEE';
  /** A member's refresh-token family (the sign-in the access token comes from). */
  family?: string;
  /**
   * The associate acting for the shopper (agent/login `OnBehalf`): only such a token may call the
   * associate tools, for that store and employee, and it is never renewed (`agent.ts`).
   */
  agent?: { storeId: string; storeEmployeeId: string; sid?: string };
};
