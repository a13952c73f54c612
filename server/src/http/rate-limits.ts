// Throttling of the calls that take a password or send one (docs/decisions.md, "Login og sikkerhed"):
// per address for all of them, and per account where a caller names one. Sign-in's own per-account
// throttle counts wrong passwords in the login log instead (areas/auth/sign-in-throttle.ts), so that an
// attacker cannot keep the real user out.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { CallDef } from '@kaj/contract';
import { AppError } from '../errors.ts';

type Limiter = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

interface Throttle {
  /** Per address, before the body is read. */
  onRequest?: onRequestAsyncHookHandler;
  /** Per account, once the body names one. */
  preHandler?: preHandlerAsyncHookHandler;
}

/** The account a call names in its body, lower-cased, or null. */
type AccountOf = (body: unknown) => string | null;

const field = (name: string): AccountOf => (body) => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase().slice(0, 255) : null;
};

/** The throttled calls and the account each names (null: per address only). */
const THROTTLED: Readonly<Record<string, AccountOf | null>> = {
  'Authenticate.Login': null,
  'Authenticate.ForgotPassword': null,
  'Authenticate.ChangePassword': field('email'),
  'PlanUser.ChangeUserPassword': field('userId'),
};

function tooMany(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(429, 'too_many_requests', `For mange forsøg. Vent ${minutes === 1 ? 'et minut' : `${minutes} minutter`} og prøv igen.`);
}

async function check(limiter: Limiter, request: FastifyRequest) {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds ?? 60);
}

/** Registers the rate-limit plugin (no global limit) and answers the hooks that throttle one call. */
export async function createThrottles(app: FastifyInstance, perMinute: number): Promise<(call: CallDef) => Throttle> {
  await app.register(rateLimit, { global: false });
  return (call) => {
    if (!(call.name in THROTTLED)) return {};
    const accountOf = THROTTLED[call.name];
    const perAddress: Limiter = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (request) => `${call.name}|ip|${request.ip}` });
    const throttle: Throttle = { onRequest: async (request) => check(perAddress, request) };
    if (accountOf) {
      const perAccount: Limiter = app.createRateLimit({
        max: perMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => `${call.name}|account|${accountOf(request.body) ?? ''}`,
      });
      throttle.preHandler = async (request) => {
        if (accountOf(request.body) !== null) await check(perAccount, request);
      };
    }
    return throttle;
  };
}
