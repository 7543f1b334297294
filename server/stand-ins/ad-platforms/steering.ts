import type { FastifyReply } from 'fastify';

/**
 * What tests steer in an ad platform's stand-in, alike for every platform: answers planned to fail (the next
 * requests take them in turn; a null lets one through), days restated (each restatement changes what the account
 * answers for that day, as a platform's late corrections do) and tokens revoked.
 */
export function steering<Fault>() {
  const faults: Fault[] = [];
  const revisions = new Map<string, number>();
  const revoked = new Set<string>();
  const key = (account: string, day: string) => `${account} ${day}`;
  return {
    fault: (...planned: Fault[]) => void faults.push(...planned),
    /** The fault planned for this request, if any. */
    nextFault: () => faults.shift(),
    restate: (account: string, day: string) =>
      void revisions.set(key(account, day), (revisions.get(key(account, day)) ?? 0) + 1),
    /** How many times the account's day was restated (undefined: never). */
    revision: (account: string, day: string) => revisions.get(key(account, day)),
    revoke: (token: string) => void revoked.add(token),
    isRevoked: (token: string) => revoked.has(token),
  };
}

/** What an account (a partner) holds, made from its id the first time it is asked for and the same ever after. */
export function heldPlans<Plan>(planOf: (id: string) => Plan): (id: string) => Plan {
  const plans = new Map<string, Plan>();
  return (id) => {
    let plan = plans.get(id);
    if (!plan) plans.set(id, (plan = planOf(id)));
    return plan;
  };
}

/** Sends an error answer as the platform gives it: its status, its headers and its body. */
export const sendAnswer = (
  reply: FastifyReply,
  answer: { status: number; headers?: Record<string, string>; body: unknown },
) =>
  reply
    .status(answer.status)
    .headers(answer.headers ?? {})
    .send(answer.body);
